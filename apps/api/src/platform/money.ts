/**
 * Money arithmetic. Amounts are integer fen and every rate is an integer number of basis points (1 bp =
 * 0.01 %, 10,000 bp = the whole amount), so a share is worked out on integers only: no binary fraction
 * (0.29 is 0.28999999999999998 as a double) can take a fen off a commission.
 *
 * The rounding rule: a share is rounded down to the fen. The platform never pays out more than the rate
 * says; what it pays is less than one fen short of the exact value. The fee the platform keeps is rounded
 * down the same way, so the coach's part of a session (the amount less the fee) is rounded up.
 */

/** The whole amount, in basis points. */
export const BP_WHOLE = 10_000;

/** A rate an operator may set: a whole number of basis points from 0 to 10,000. */
export const isRateBp = (bp: unknown): bp is number =>
  Number.isInteger(bp) && (bp as number) >= 0 && (bp as number) <= BP_WHOLE;

/**
 * ⌊n ÷ d⌋ for safe integers n ≥ 0 and d > 0, exactly: the remainder is taken off first, so the division
 * that is left has no fraction to round.
 */
function floorDiv(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`money: ${n} is not a safe whole number`);
  return (n - (n % d)) / d;
}

function wholeFen(amountFen: number): void {
  if (!Number.isSafeInteger(amountFen) || amountFen < 0)
    throw new RangeError(`money: ${amountFen} is not an amount in fen`);
}

/** `rateBp` of `amountFen`, rounded down to the fen: floor(amount × bp ÷ 10,000). */
export function shareOf(amountFen: number, rateBp: number): number {
  wholeFen(amountFen);
  if (!isRateBp(rateBp)) throw new RangeError(`money: ${rateBp} is not a rate in basis points (0–10000)`);
  return floorDiv(amountFen * rateBp, BP_WHOLE);
}

/** What is left of `amountFen` once a fee of `feeBp` is taken (the fee rounded down, so this rounds up). */
export function afterFee(amountFen: number, feeBp: number): number {
  return amountFen - shareOf(amountFen, feeBp);
}

/** Two rates added (a base rate and a level's bonus), held to the whole amount. */
export const addRates = (a: number, b: number): number => Math.min(BP_WHOLE, a + b);

/** Points for `amountFen` at `perYuan` points per yuan: whole points only, rounded down. */
export function pointsFor(amountFen: number, perYuan: number): number {
  wholeFen(amountFen);
  if (!Number.isSafeInteger(perYuan) || perYuan < 0) return 0;
  return floorDiv(amountFen * perYuan, 100);
}
