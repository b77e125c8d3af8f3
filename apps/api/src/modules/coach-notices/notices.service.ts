import { eq } from 'drizzle-orm';
import { SmsError } from '../../adapters/sms';
import { coachProfiles } from '../../db/schema';
import type { Deps } from '../../deps';

export type CoachEvent = 'newStudent' | 'newOrder' | 'withdrawal';

/** The words the notice template puts after 您有新的…: kept short, templates cap a variable's length. */
const EVENT_NAMES: Record<CoachEvent, string> = { newStudent: '学员', newOrder: '订单', withdrawal: '提现结果' };

/**
 * Texts a coach about an event they chose on '/coach-setting' ("您有新的学员：张三"). A notice is a
 * courtesy: queued after the event is stored (never inside its transaction), sent by the `coach-notice`
 * job, and a failure to queue or to send never undoes or fails the event.
 */
export async function notifyCoach(deps: Deps, coachId: number, event: CoachEvent, detail: string): Promise<void> {
  if (!deps.config.sms.noticeTemplateCode) return;
  try {
    await deps.jobs.send('coach-notice', { coachId, event, detail: detail.slice(0, 30) });
  } catch (error) {
    console.warn(`coach notice (${event}) to coach ${coachId} not queued: ${(error as Error).message}`);
  }
}

/** Whether a coach with this profile (none: no profile yet) is texted about this event: a phone, and the event on. */
export function wantsNotice(
  profile: { phone: string | null; settings: Record<CoachEvent, boolean> } | null | undefined,
  event: CoachEvent,
): boolean {
  return Boolean(profile?.phone && profile.settings[event]);
}

/**
 * The `coach-notice` job: sends the text if the coach still has a phone and still wants this event.
 * A refusal from the provider (flow control, an outage it reports) throws, and the job is tried again
 * later. Any other failure (a timeout, a reply that cannot be read) may hide a text the provider accepted,
 * and SendSms is not idempotent: the notice is given up rather than sent twice.
 */
export async function sendCoachNotice(deps: Deps, notice: { coachId: number; event: CoachEvent; detail: string }) {
  const template = deps.config.sms.noticeTemplateCode;
  const [profile] = await deps.db
    .select({ phone: coachProfiles.phone, settings: coachProfiles.smsSettings })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, notice.coachId));
  if (!template || !profile?.phone || !wantsNotice(profile, notice.event)) return { sent: false };
  try {
    const { bizId } = await deps.sms.sendNotice(profile.phone, template, EVENT_NAMES[notice.event], notice.detail);
    return { sent: true, bizId };
  } catch (error) {
    if (error instanceof SmsError) throw error;
    return { sent: false, unknown: (error as Error).message };
  }
}
