import { eq } from 'drizzle-orm';
import { coachProfiles } from '../../db/schema';
import type { Deps } from '../../deps';

export type CoachEvent = 'newStudent' | 'newOrder' | 'withdrawal';

/** The words the notice template puts after 您有新的…: kept short, templates cap a variable's length. */
const EVENT_NAMES: Record<CoachEvent, string> = { newStudent: '学员', newOrder: '订单', withdrawal: '提现结果' };

/**
 * Texts a coach about an event they chose on '/coach-setting' ("您有新的学员：张三"). A notice is a
 * courtesy: sent after the event is stored, and a failure to send never undoes or fails the event.
 */
export async function notifyCoach(deps: Deps, coachId: number, event: CoachEvent, detail: string): Promise<void> {
  const template = deps.config.sms.noticeTemplateCode;
  if (!template) return;
  try {
    const [profile] = await deps.db
      .select({ phone: coachProfiles.phone, settings: coachProfiles.smsSettings })
      .from(coachProfiles)
      .where(eq(coachProfiles.userId, coachId));
    if (!profile?.phone || !profile.settings[event]) return;
    await deps.sms.sendNotice(profile.phone, template, EVENT_NAMES[event], detail.slice(0, 30));
  } catch (error) {
    console.warn(`coach notice (${event}) to coach ${coachId} not sent: ${(error as Error).message}`);
  }
}
