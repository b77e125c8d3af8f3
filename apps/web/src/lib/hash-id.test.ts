import { describe, expect, it } from 'vitest';
import { hashIdFromSearch, parseHashId } from './hash-id';

describe('hash id', () => {
  it('keeps the last element of a comma list', () => {
    expect(parseHashId('aaaa1,bbbb2,cccc3')).toBe('cccc3');
  });

  it('keeps the last element of an array', () => {
    expect(parseHashId(['aaaa1', 'bbbb2'])).toBe('bbbb2');
  });

  it('ignores empty parts and spaces', () => {
    expect(parseHashId(' abcd1 , ')).toBe('abcd1');
    expect(parseHashId(',,')).toBeUndefined();
    expect(parseHashId('')).toBeUndefined();
    expect(parseHashId(null)).toBeUndefined();
  });

  it('drops values that cannot be an id', () => {
    expect(parseHashId('<script>')).toBeUndefined();
    expect(parseHashId('ab')).toBeUndefined();
  });

  it('reads repeated did parameters as an array', () => {
    expect(hashIdFromSearch('?did=first1&x=1&did=second2')).toBe('second2');
    expect(hashIdFromSearch('?did=one11,two22')).toBe('two22');
    expect(hashIdFromSearch('?x=1')).toBeUndefined();
  });
});
