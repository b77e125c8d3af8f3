import type { Deps } from '../../deps';
import { sendCoachNotice } from '../coach-notices/notices.service';
import { closeExpiredOrders } from '../commerce/orders.service';
import { settleStuckRefunds } from '../commerce/refund.service';
import { sendClassNotice } from '../lessons/class-applications.service';
import { runTranscode } from '../lessons/transcode.service';
import { prepareLightVoices } from '../light/light.service';
import { topUpDemoTrips } from '../pin/demo-trips.service';
import { sendPinNotice } from '../pin/notices.service';
import { sendSiteNotice } from '../site/site-notices.service';
import { sendTrainNotice } from '../train/notices.service';
import { settleWaitingWithdrawals } from '../wallet/transfer.service';
import type { JobHandlers } from './queues';

/** What each queue does: a call into the service that owns the rule. */
export function jobHandlers(deps: Deps): JobHandlers {
  return {
    'close-expired-orders': async () => ({ closed: await closeExpiredOrders(deps) }),
    'settle-stuck-refunds': () => settleStuckRefunds(deps),
    'settle-waiting-transfers': () => settleWaitingWithdrawals(deps),
    'prepare-light-voices': () => prepareLightVoices(deps),
    'coach-notice': (notice) => sendCoachNotice(deps, notice),
    'pin-notice': (notice) => sendPinNotice(deps, notice),
    'site-notice': (notice) => sendSiteNotice(deps, notice),
    'class-notice': (notice) => sendClassNotice(deps, notice),
    'train-notice': (notice) => sendTrainNotice(deps, notice),
    'transcode-lesson': ({ transcodeId }) => runTranscode(deps, transcodeId),
    'pin-demo-trips': async () =>
      deps.config.seedDemo ? { added: await topUpDemoTrips(deps.db) } : { skipped: 'not a demo install' },
  };
}
