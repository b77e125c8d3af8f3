import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { ApiMap } from '@xueche/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { UpstreamError } from '../../adapters/http';
import { SmsError } from '../../adapters/sms';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, invalidField, tooMany, upstream } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import { maskPhone } from '../user';

export type SmsPurpose = ApiMap['POST /v2/default/sms-code']['body']['purpose'];

/** A code works for 5 minutes and 5 wrong tries void it. */
export const CODE_TTL_SECONDS = 300;
export const MAX_TRIES = 5;
/** The page's resend countdown, the same as the per-phone minute limit. */
export const RESEND_SECONDS = 60;

/**
 * Sending limits, checked before the provider is asked (docs/protocols.md#aliyun-sms: Aliyun's own default flow
 * control is 1/min, 5/h and 10/day per number; ours matches it, so a person reads our sentence rather
 * than the provider's refusal). Windows are rolling. Per IP: 20 an hour, enough for a family or an
 * office behind one address, too few to spray numbers from one machine.
 */
export const LIMITS = {
  phone: [
    { windowSeconds: 60, max: 1, key: 'sms_limit_minute' },
    { windowSeconds: 3600, max: 5, key: 'sms_limit_hour' },
    { windowSeconds: 24 * 3600, max: 10, key: 'sms_limit_day' },
  ],
  ip: { windowSeconds: 3600, max: 20, key: 'sms_limit_ip' },
} as const;

const MOBILE = /^1[3-9]\d{9}$/;

/** A mainland mobile number (spaces, dashes and a +86 prefix dropped), or a 400 naming the phone field. */
export function normalizePhone(raw: string): string {
  const phone = raw.replace(/[\s-]/g, '').replace(/^(\+86|0086)/, '');
  if (!MOBILE.test(phone)) throw invalidField('phone', 'phone_invalid');
  return phone;
}

// ── The code's hash ──

/**
 * Codes are stored as HMAC-SHA256 under a server secret, so a database dump does not give them away.
 * The secret is derived from the operator token (OPS_TOKEN, or the one kept in DATA_DIR/ops-token), which
 * every API process of an install shares; app.ts derives it once (deps.smsCodeSecret).
 */
export function smsCodeSecret(opsToken: string): Buffer {
  return createHmac('sha256', opsToken).update('xueche sms codes').digest();
}

function codeHash(secret: Buffer, phone: string, purpose: string, code: string): string {
  // Phone and purpose are part of what is signed: a code is worth nothing for another number or use.
  return createHmac('sha256', secret).update(`${phone}\n${purpose}\n${code}`).digest('hex');
}

/**
 * The wait a set of sends imposes: ages are seconds since each send, newest first. For a window of
 * `max` sends, the max-th newest one inside the window decides when a slot frees up.
 */
function waitFor(ages: number[], windowSeconds: number, max: number): number {
  const inWindow = ages.filter((a) => a < windowSeconds);
  if (inWindow.length < max) return 0;
  return windowSeconds - (inWindow[max - 1] ?? 0);
}

async function agesOf(db: Db, where: ReturnType<typeof and>, limit: number): Promise<number[]> {
  const rows = await db
    .select({ age: sql<number>`extract(epoch from (now() - ${smsCodes.createdAt}))::float8` })
    .from(smsCodes)
    .where(and(where, gt(smsCodes.createdAt, sql`now() - interval '24 hours'`)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(limit);
  return rows.map((r) => Number(r.age));
}

/** Refuses with 429 when this phone or IP has used up a window; the longest wait is the one that counts. */
async function enforceLimits(db: Db, phone: string, ip: string): Promise<void> {
  const phoneAges = await agesOf(db, eq(smsCodes.phone, phone), 10);
  let worst: { key: MessageKey; wait: number } | null = null;
  for (const limit of LIMITS.phone) {
    const wait = waitFor(phoneAges, limit.windowSeconds, limit.max);
    if (wait > 0 && (!worst || wait > worst.wait)) worst = { key: limit.key, wait };
  }
  if (worst) throw tooMany(worst.key, worst.wait);
  const ipAges = await agesOf(db, eq(smsCodes.ip, ip), LIMITS.ip.max);
  const ipWait = waitFor(ipAges, LIMITS.ip.windowSeconds, LIMITS.ip.max);
  if (ipWait > 0) throw tooMany(LIMITS.ip.key, ipWait);
}

// ── Sending ──

/**
 * Sends a new code to `phone` for `purpose`, within the limits. The row is written first (under locks
 * on the phone and the IP, so concurrent requests count each other) and removed again when the
 * provider refuses; a sent code voids the older ones for the same phone and purpose.
 */
export async function sendCode(
  deps: Pick<Deps, 'db' | 'sms' | 'smsCodeSecret'>,
  input: { phone: string; purpose: SmsPurpose; ip: string },
): Promise<{ phone: string; expires_in: number; resend_in: number }> {
  const { db } = deps;
  const phone = normalizePhone(input.phone);
  const ip = input.ip.slice(0, 64) || 'unknown';
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

  const row = await db.transaction(async (trx) => {
    // Two lock classes, always phone before IP: no two requests wait on each other in a circle.
    await trx.execute(sql`select pg_advisory_xact_lock(7301, hashtext(${phone}))`);
    await trx.execute(sql`select pg_advisory_xact_lock(7302, hashtext(${ip}))`);
    await enforceLimits(trx, phone, ip);
    const [created] = await trx
      .insert(smsCodes)
      .values({
        phone,
        purpose: input.purpose,
        codeHash: codeHash(deps.smsCodeSecret, phone, input.purpose, code),
        ip,
        expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
      })
      .returning({ id: smsCodes.id });
    if (!created) throw new Error('sms code not stored');
    return created;
  });

  let bizId: string;
  try {
    ({ bizId } = await deps.sms.sendCode(phone, code, `sms${row.id}`));
  } catch (error) {
    // Not sent: it does not count against the person's limits and cannot be entered.
    await db.delete(smsCodes).where(eq(smsCodes.id, row.id));
    throw providerError(error);
  }
  await db.update(smsCodes).set({ bizId }).where(eq(smsCodes.id, row.id));
  await db
    .update(smsCodes)
    .set({ voidedAt: sql`now()` })
    .where(
      and(
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, input.purpose),
        lt(smsCodes.id, row.id),
        isNull(smsCodes.usedAt),
        isNull(smsCodes.voidedAt),
      ),
    );
  return { phone: maskPhone(phone), expires_in: CODE_TTL_SECONDS, resend_in: RESEND_SECONDS };
}

/** The provider's refusals in the person's terms: its flow control is a 429 like ours. */
function providerError(error: unknown): unknown {
  if (error instanceof SmsError) {
    const wait = error.retryAfter;
    if (wait !== null) return tooMany('sms_limit_provider', wait);
    if (error.code === 'isv.MOBILE_NUMBER_ILLEGAL') return invalidField('phone', 'phone_invalid');
    return upstream('短信服务');
  }
  if (error instanceof UpstreamError) return upstream(error.service);
  return error;
}

// ── Checking ──

type CheckOutcome = { ok: true } | { ok: false; key: MessageKey; params?: Record<string, string> };

/**
 * Checks a code for a phone and purpose and uses it up. Only the newest code sent for them counts.
 * A wrong code costs a try, and the fifth wrong try voids the code, so the right one is refused
 * afterwards. Runs its own transaction: call it before yours, so a wrong try is kept even when your
 * work then fails. Throws a 400 saying what is wrong: no code sent, used, voided, expired, or wrong
 * (with the tries left).
 */
export async function checkCode(
  { db, smsCodeSecret }: Pick<Deps, 'db' | 'smsCodeSecret'>,
  input: { phone: string; purpose: SmsPurpose; code: string },
): Promise<void> {
  const phone = normalizePhone(input.phone);
  const code = input.code.trim();
  if (!/^\d{6}$/.test(code)) throw invalidField('code', 'sms_code_format');
  const presented = Buffer.from(codeHash(smsCodeSecret, phone, input.purpose, code), 'hex');

  const outcome = await db.transaction(async (t): Promise<CheckOutcome> => {
    const [row] = await t
      .select({
        id: smsCodes.id,
        codeHash: smsCodes.codeHash,
        tries: smsCodes.tries,
        usedAt: smsCodes.usedAt,
        voidedAt: smsCodes.voidedAt,
        expired: sql<boolean>`${smsCodes.expiresAt} <= now()`,
      })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, input.purpose)))
      .orderBy(desc(smsCodes.id))
      .limit(1)
      .for('update');
    if (!row) return { ok: false, key: 'sms_code_none' };
    if (row.usedAt) return { ok: false, key: 'sms_code_used' };
    if (row.voidedAt) return { ok: false, key: 'sms_code_voided' };
    if (row.expired) return { ok: false, key: 'sms_code_expired' };
    const stored = Buffer.from(row.codeHash, 'hex');
    if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) {
      const tries = row.tries + 1;
      const voided = tries >= MAX_TRIES;
      await t
        .update(smsCodes)
        .set({ tries, ...(voided ? { voidedAt: sql`now()` } : {}) })
        .where(eq(smsCodes.id, row.id));
      return voided
        ? { ok: false, key: 'sms_code_voided' }
        : { ok: false, key: 'sms_code_wrong', params: { left: String(MAX_TRIES - tries) } };
    }
    await t.update(smsCodes).set({ usedAt: sql`now()` }).where(eq(smsCodes.id, row.id));
    return { ok: true };
  });
  // Thrown after the transaction committed, so the counted try stays counted.
  if (!outcome.ok) throw new AppError(400, outcome.key, outcome.params ?? {}, { errors: { code: outcome.key } });
}
