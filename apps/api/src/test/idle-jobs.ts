import { type JobHandlers, QUEUE_NAMES } from '../modules/jobs/queues';

/** Handlers for every queue that do nothing (the output `{}`), but for the ones given. */
export function idleJobsBut(own: Partial<JobHandlers>): JobHandlers {
  const idle = async () => ({});
  return { ...Object.fromEntries(QUEUE_NAMES.map((name) => [name, idle])), ...own } as JobHandlers;
}
