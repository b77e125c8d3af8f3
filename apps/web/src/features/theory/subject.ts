import type { BankKey, Subject } from '@xueche/contract';
import { read, write } from '../../lib/storage';

/** Option letters: index 0 → "A". */
export const letter = (index: number) => String.fromCharCode(65 + index);

export const BANK: BankKey = 'car';

/** '/site/ke1' opens subject one and '/site/ke4' subject four; other '/ke' aliases keep the last choice. */
export function subjectForPath(pathname: string): Subject | null {
  const path = pathname.toLowerCase();
  if (path === '/site/ke1') return 1;
  if (path === '/site/ke4') return 4;
  return null;
}

/**
 * The last subject chosen, kept as keType (docs/product.md#session-and-what-the-phone-keeps); subject one until a
 * choice is made.
 */
export function storedSubject(): Subject {
  const value = Number(read('keType'));
  return value === 4 ? 4 : 1;
}

export function storeSubject(subject: Subject): void {
  write('keType', subject);
}

export function parseSubject(value: string | null): Subject {
  return value === '4' ? 4 : 1;
}
