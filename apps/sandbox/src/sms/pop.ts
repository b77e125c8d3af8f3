import { randomUUID } from 'node:crypto';

/** What Aliyun's API gateway (POP) does the same way whichever signature a request carries. */

/** A request-level refusal: Aliyun's POP error body with a 4xx status. */
export class PopError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const requestId = () => randomUUID().toUpperCase();

export function required(params: Record<string, string>, name: string): string {
  const value = params[name];
  if (!value) throw new PopError(400, `Missing${name}`, `${name} is mandatory for this action.`);
  return value;
}

/** Aliyun refuses a request time (V1 Timestamp, V3 x-acs-date) more than 15 minutes from its clock. */
const SKEW_MS = 15 * 60_000;

export function checkRequestTime(text: string, now: number): void {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(text) || Number.isNaN(Date.parse(text))) {
    throw new PopError(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
  }
  if (Math.abs(Date.parse(text) - now) > SKEW_MS) {
    throw new PopError(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
  }
}
