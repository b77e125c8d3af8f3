// The wallet area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").

export { settleWaitingWithdrawals } from './transfer.service';
export { transferNotified } from './transfer-notify';
