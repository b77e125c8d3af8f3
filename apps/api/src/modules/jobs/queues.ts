import type PgBoss from 'pg-boss';
import type { CoachEvent } from '../coach-notices';
import type { PinNotice } from '../pin';
import type { SiteNotice } from '../site';
import type { TrainNotice } from '../train';

/**
 * A sweep finds its work in the tables (the rows are the truth), so it may run any time, any number of
 * times. `stately`: across all processes at most one waits and one runs, so runs never pile up. Not
 * retried: the next scheduled run is the retry.
 */
const SWEEP = { policy: 'stately', retryLimit: 0, expireInSeconds: 600 } as const;

/**
 * Every queue in one place: how its jobs retry and, for sweeps, when they run on their own (cron, in
 * UTC; pg-boss's clock, so one run per slot across all processes). docs/jobs.md describes each.
 */
export const QUEUES = {
  'close-expired-orders': { schedule: '* * * * *', options: SWEEP },
  'settle-stuck-refunds': { schedule: '*/5 * * * *', options: SWEEP },
  'settle-waiting-transfers': { schedule: '*/5 * * * *', options: SWEEP },
  // Queued at start after the demo seed and after an operator changes a lighting set; no schedule.
  'prepare-light-voices': { schedule: undefined, options: SWEEP },
  // One job per text. Retried while the provider refuses (its flow control counts per minute and per
  // hour): after 1–2, 2–4, 4–8, 8–16 and 16–32 minutes (pg-boss's backoff), then it stays failed.
  'coach-notice': {
    schedule: undefined,
    options: { policy: 'standard', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  },
  // The shuttle's texts (a booking, an answer, a cancellation, a trip called off, a verification's
  // result): one job per text, retried as coach notices are.
  'pin-notice': {
    schedule: undefined,
    options: { policy: 'standard', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  },
  // On-site practice (issue 13): the text telling a student an operator's decision, one job per text,
  // retried as coach notices are.
  'site-notice': {
    schedule: undefined,
    options: { policy: 'standard', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  },
  // Students' offline-class applications (issue 16): the text telling the student an operator's decision,
  // one job per text, retried as coach notices are.
  'class-notice': {
    schedule: undefined,
    options: { policy: 'standard', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  },
  // Coach for hire (issue 15): a paid booking to its coach, a cancellation to the student and the coach; one
  // job per text, retried as coach notices are.
  'train-notice': {
    schedule: undefined,
    options: { policy: 'standard', retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  },
  // A lesson's uploaded MP4 into its HLS ladder (issue 16), one job per upload or retry. A run that ffmpeg
  // refuses ends the upload "failed" and is not retried (the same bytes would fail again: an operator retries from
  // the console); a run cut off by a restart expires and is retried.
  'transcode-lesson': {
    schedule: undefined,
    options: { policy: 'standard', retryLimit: 2, retryDelay: 30, expireInSeconds: 3600 },
  },
  // Demo installs only (SEED_DEMO): the demo owners' trips for the coming days, topped up at 00:00 China
  // time (and at start), so a demo left running for weeks still has trips to book. Elsewhere it does nothing.
  'pin-demo-trips': { schedule: '0 16 * * *', options: SWEEP },
} satisfies Record<string, { schedule: string | undefined; options: Omit<PgBoss.Queue, 'name'> }>;

export type QueueName = keyof typeof QUEUES;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** What each queue's jobs carry. Sweeps carry nothing: they look for their work. */
export interface JobPayloads {
  'close-expired-orders': null;
  'settle-stuck-refunds': null;
  'settle-waiting-transfers': null;
  'prepare-light-voices': null;
  'coach-notice': { coachId: number; event: CoachEvent; detail: string };
  'pin-notice': PinNotice;
  'pin-demo-trips': null;
  'site-notice': SiteNotice;
  'class-notice': { applicationId: number };
  'train-notice': TrainNotice;
  'transcode-lesson': { transcodeId: number };
}

/** What a job does; what it returns is kept as the job's output (pgboss.job.output). */
export type JobHandlers = { [Q in QueueName]: (data: JobPayloads[Q]) => Promise<Record<string, unknown>> };
