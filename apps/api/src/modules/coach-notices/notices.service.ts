import { eq } from 'drizzle-orm';
import { coachProfiles } from '../../db/schema';
import type { Deps } from '../../deps';
import { queueNotice, sendNotice } from '../sms-notices';

export type CoachEvent = 'newStudent' | 'newOrder' | 'withdrawal';

/** The words the notice template puts after 您有新的…: kept short, templates cap a variable's length. */
const EVENT_NAMES: Record<CoachEvent, string> = { newStudent: '学员', newOrder: '订单', withdrawal: '提现结果' };

/**
 * Texts a coach about an event they chose on '/coach-setting' ("您有新的学员：张三"). A notice is a
 * courtesy: queued after the event is stored (never inside its transaction), sent by the `coach-notice`
 * job, and a failure to queue or to send never undoes or fails the event.
 */
export async function notifyCoach(deps: Deps, coachId: number, event: CoachEvent, detail: string): Promise<void> {
  await queueNotice(deps, `coach notice (${event}) to coach ${coachId}`, (jobs) =>
    jobs.send('coach-notice', { coachId, event, detail: detail.slice(0, 30) }),
  );
}

/** Whether a coach with this profile (none: no profile yet) is texted about this event: a phone, and the event on. */
export function wantsNotice(
  profile: { phone: string | null; settings: Record<CoachEvent, boolean> } | null | undefined,
  event: CoachEvent,
): boolean {
  return Boolean(profile?.phone && profile.settings[event]);
}

/**
 * The `coach-notice` job: sends the text if the coach still has a phone and still wants this event. A
 * refusal from the provider (flow control, an outage it reports) is tried again later; anything else gives
 * the notice up rather than risk sending it twice (notices/sms-notice.ts).
 */
export async function sendCoachNotice(deps: Deps, notice: { coachId: number; event: CoachEvent; detail: string }) {
  return sendNotice(deps, async () => {
    const [profile] = await deps.db
      .select({ phone: coachProfiles.phone, settings: coachProfiles.smsSettings })
      .from(coachProfiles)
      .where(eq(coachProfiles.userId, notice.coachId));
    if (!wantsNotice(profile, notice.event)) return null;
    return { phone: profile?.phone, event: EVENT_NAMES[notice.event], detail: notice.detail };
  });
}
