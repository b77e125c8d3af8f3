import { eq } from 'drizzle-orm';
import { SmsError } from '../../adapters/sms';
import { examFields, sitePracticeApplications } from '../../db/schema';
import type { Deps } from '../../deps';

/** A decided practice application: the student is texted the result. */
export interface SiteNotice {
  applicationId: number;
}

/**
 * Queues the text about a decision as a `site-notice` job: after the decision is stored (never inside its
 * transaction); a failure to queue or to send never undoes or fails it. Callers do not wait.
 */
export async function notifySite(deps: Deps, notice: SiteNotice): Promise<void> {
  if (!deps.config.sms.noticeTemplateCode) return;
  try {
    await deps.jobs.send('site-notice', notice);
  } catch (error) {
    console.warn(`practice notice (${notice.applicationId}) not queued: ${(error as Error).message}`);
  }
}

/** "2026-12-02" → "12月2日". */
const chinaDate = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** The notice template's `detail` is kept short: providers cap a variable's length. */
const short = (text: string, max = 30) =>
  Array.from(text).length > max ? Array.from(text).slice(0, max).join('') : text;

/** The words of the text, read from the row as it is when the job runs; null when there is nothing to say. */
export async function practiceText(deps: Deps, applicationId: number) {
  const [row] = await deps.db
    .select({ application: sitePracticeApplications, field: examFields.name })
    .from(sitePracticeApplications)
    .innerJoin(examFields, eq(examFields.id, sitePracticeApplications.fieldId))
    .where(eq(sitePracticeApplications.id, applicationId));
  if (!row) return null;
  const { application: a, field } = row;
  const when = `${chinaDate(a.date)}${a.slot}`;
  if (a.status === 'approved') return { phone: a.phone, event: '练车预约结果', detail: `已通过：${when}${field}` };
  if (a.status === 'rejected') return { phone: a.phone, event: '练车预约结果', detail: `未通过：${a.reply}` };
  return null;
}

/**
 * The `site-notice` job: one text through the notice template ("您有新的练车预约结果：已通过：…"). A refusal
 * from the provider throws and is tried again later; any other failure may hide a text the provider accepted,
 * so it is given up rather than sent twice (as the shuttle's and coaches' notices do).
 */
export async function sendSiteNotice(deps: Deps, notice: SiteNotice) {
  const template = deps.config.sms.noticeTemplateCode;
  if (!template) return { sent: false };
  const text = await practiceText(deps, notice.applicationId);
  if (!text) return { sent: false };
  try {
    const { bizId } = await deps.sms.sendNotice(text.phone, template, text.event, short(text.detail));
    return { sent: true, bizId };
  } catch (error) {
    if (error instanceof SmsError) throw error;
    return { sent: false, unknown: (error as Error).message };
  }
}
