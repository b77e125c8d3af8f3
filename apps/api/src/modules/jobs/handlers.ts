import type { Deps } from '../../deps';
import { sendCoachNotice } from '../coach-notices';
import { closeExpiredOrders, settleStuckRefunds } from '../commerce';
import { runTranscode, sendClassNotice } from '../lessons';
import { prepareLightVoices } from '../light';
import { sendPinNotice, topUpDemoTrips } from '../pin';
import { sendSiteNotice } from '../site';
import { sendTrainNotice } from '../train';
import { settleWaitingWithdrawals } from '../wallet';
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
