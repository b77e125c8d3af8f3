import { describe, expect, it } from 'vitest';
import { addRates, afterFee, BP_WHOLE, isRateBp, pointsFor, shareOf } from './money';
import { prng } from './prng';

const MAX_FEN = 100_000;
/** Amounts tried at every rate: the ends, round sums, and a seeded sample of the rest. */
function amountsFor(random: () => number): number[] {
  const out = [1, 2, 99, 100, 101, 999, 1_000, 9_999, 10_000, 10_001, 99_999, MAX_FEN];
  for (let i = 0; i < 64; i++) out.push(1 + Math.floor(random() * MAX_FEN));
  return out;
}

describe('shares of an amount at a rate in basis points', () => {
  it('for every rate 0–10000 bp and sampled amounts 1–100,000 fen: a whole fen, never above the rate, less than a fen below it', () => {
    const random = prng(29);
    let checked = 0;
    for (let bp = 0; bp <= BP_WHOLE; bp++) {
      for (const amount of amountsFor(random)) {
        const share = shareOf(amount, bp);
        // The exact value is amount × bp ÷ 10,000; compared as whole numbers (BigInt), with no division.
        const exact = BigInt(amount) * BigInt(bp);
        const paid = BigInt(share) * BigInt(BP_WHOLE);
        if (
          !Number.isInteger(share) ||
          share < 0 ||
          share > amount ||
          paid > exact ||
          exact - paid >= BigInt(BP_WHOLE)
        ) {
          expect.fail(`${bp} bp of ${amount} fen gave ${share}`);
        }
        // The fee and what is left of the amount add up to it, fen for fen.
        if (afterFee(amount, bp) + share !== amount) expect.fail(`${bp} bp fee of ${amount} fen does not add up`);
        checked++;
      }
    }
    expect(checked).toBe((BP_WHOLE + 1) * 76);
  });

  it('at 29 % every amount from 1 to 100,000 fen gets the exact floor (a float multiply missed 310 of them)', () => {
    let offNow = 0;
    let offFloat = 0;
    for (let amount = 1; amount <= MAX_FEN; amount++) {
      const exact = Number((BigInt(amount) * 29n) / 100n);
      if (shareOf(amount, 2_900) !== exact) offNow++;
      // How level-two commission was worked out before: 0.29 is a little less than 29/100 as a double.
      if (Math.floor(amount * 0.29) !== exact) offFloat++;
    }
    expect(offNow).toBe(0);
    expect(offFloat).toBe(310);
  });

  it('0 % pays nothing, 100 % pays the whole amount', () => {
    expect(shareOf(12_345, 0)).toBe(0);
    expect(shareOf(12_345, BP_WHOLE)).toBe(12_345);
    expect(afterFee(12_345, BP_WHOLE)).toBe(0);
    expect(shareOf(0, 2_000)).toBe(0);
  });

  it('refuses a rate that is not whole basis points from 0 to 10000, or an amount that is not whole fen', () => {
    for (const bp of [0.2, -1, 10_001, Number.NaN, 20.5]) {
      expect(isRateBp(bp)).toBe(false);
      expect(() => shareOf(100, bp)).toThrow(RangeError);
    }
    for (const amount of [1.5, -1, Number.NaN, Number.MAX_SAFE_INTEGER]) {
      expect(() => shareOf(amount, 100)).toThrow(RangeError);
    }
  });

  it('a base rate and a bonus add up, held to the whole amount', () => {
    expect(addRates(2_000, 200)).toBe(2_200);
    expect(addRates(9_000, 2_000)).toBe(BP_WHOLE);
  });
});

describe('points per yuan', () => {
  it('are whole points, rounded down, for every rule 0–1000 per yuan and sampled amounts', () => {
    const random = prng(100);
    for (let perYuan = 0; perYuan <= 1_000; perYuan++) {
      for (const amount of amountsFor(random)) {
        const points = pointsFor(amount, perYuan);
        const exact = BigInt(amount) * BigInt(perYuan);
        if (!Number.isInteger(points) || BigInt(points) * 100n > exact || exact - BigInt(points) * 100n >= 100n) {
          expect.fail(`${perYuan} per yuan of ${amount} fen gave ${points}`);
        }
      }
    }
    expect(pointsFor(199, 1)).toBe(1);
    expect(pointsFor(200, 1)).toBe(2);
    expect(pointsFor(1_000, 0)).toBe(0);
  });
});
