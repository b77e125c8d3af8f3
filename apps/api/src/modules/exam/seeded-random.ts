import { createHash } from 'node:crypto';

/** mulberry32: a tiny seeded generator in [0, 1), the same sequence for the same seed in every process. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ids in an order fixed by a text seed (Fisher–Yates on `prng` seeded from its SHA-256). */
export function shuffled(ids: number[], seed: string): number[] {
  const out = ids.slice();
  const next = prng(createHash('sha256').update(seed).digest().readUInt32LE(0));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return out;
}
