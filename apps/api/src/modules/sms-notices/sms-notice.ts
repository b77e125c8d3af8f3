import { SmsError } from '../../adapters/sms';
import type { Deps } from '../../deps';

// Texts about events (a booking, a decision) through the one SMS notice template, "您有新的<event>：<detail>".
// Every area's notices go the same way: queued as a job once the event is stored, sent by the job.

/** Who is texted and with which words; no phone, no text. */
export interface NoticeText {
  phone: string | null | undefined;
  event: string;
  detail: string;
}

/** The template's `detail` is kept short: providers cap a variable's length. */
const short = (text: string, max = 30) =>
  Array.from(text).length > max ? Array.from(text).slice(0, max).join('') : text;

/**
 * Queues a notice job after the event is stored (never inside its transaction): a failure to queue never
 * undoes or fails the event, and callers do not wait. Nothing is queued without a notice template.
 */
export async function queueNotice(deps: Deps, what: string, send: (jobs: Deps['jobs']) => Promise<unknown>) {
  if (!deps.config.sms.noticeTemplateCode) return;
  try {
    await send(deps.jobs);
  } catch (error) {
    console.warn(`${what} not queued: ${(error as Error).message}`);
  }
}

/**
 * A notice job's one text, its words read (`text`) as the rows are when the job runs. A refusal from the
 * provider throws and the job is tried again later; any other failure may hide a text the provider accepted
 * (SendSms is not idempotent), so the notice is given up rather than sent twice.
 */
export async function sendNotice(deps: Deps, text: () => Promise<NoticeText | null>) {
  const template = deps.config.sms.noticeTemplateCode;
  if (!template) return { sent: false };
  const notice = await text();
  if (!notice?.phone) return { sent: false };
  try {
    const { bizId } = await deps.sms.sendNotice(notice.phone, template, notice.event, short(notice.detail));
    return { sent: true, bizId };
  } catch (error) {
    if (error instanceof SmsError) throw error;
    return { sent: false, unknown: (error as Error).message };
  }
}
