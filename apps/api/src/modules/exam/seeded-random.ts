import { createHash } from 'node:crypto';
import { prng } from '../../platform/prng';

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
