import { eq } from 'drizzle-orm';
import { examFields, sitePracticeApplications } from '../../db/schema';
import type { Deps } from '../../deps';
import { queueNotice, sendNotice } from '../sms-notices';

/** A decided practice application: the student is texted the result. */
export interface SiteNotice {
  applicationId: number;
}

/**
 * Queues the text about a decision as a `site-notice` job: after the decision is stored (never inside its
 * transaction); a failure to queue or to send never undoes or fails it. Callers do not wait.
 */
export async function notifySite(deps: Deps, notice: SiteNotice): Promise<void> {
  await queueNotice(deps, `practice notice (${notice.applicationId})`, (jobs) => jobs.send('site-notice', notice));
}

/** "2026-12-02" → "12月2日". */
const chinaDate = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

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

/** The `site-notice` job: one text through the notice template ("您有新的练车预约结果：已通过：…"). */
export const sendSiteNotice = (deps: Deps, notice: SiteNotice) =>
  sendNotice(deps, () => practiceText(deps, notice.applicationId));
