import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, KEYS, read, readLoginStatus, remove, write, writeLoginStatus } from './storage';

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('owns every key name the original app kept', () => {
    const spec = [
      'Login-Status',
      'Access-Token',
      'User-Info',
      'Book-Items',
      'Edit-Status',
      'keType',
      'Like-Status',
      'Comment-Status',
      'Login-Count',
      'hash_id',
      'FollowCount',
      'FollowCheckBox',
      'Field-Info',
      'Comment-Items',
      'User-Did',
      'lightingInfo',
      'Notice-Id',
      'Notice-Data',
      'Video-History',
      'Voice-Lib-New',
      'Coach-RegState',
      'Coach-Reg-ImgList',
      'CITYFIELDKEY',
    ];
    expect(Object.values(KEYS)).toEqual(expect.arrayContaining(spec));
  });

  it('round-trips values under the spec key names', () => {
    write('hashId', 'abcd1234');
    write('followCount', 3);
    expect(read('hashId')).toBe('abcd1234');
    expect(read('followCount')).toBe(3);
    expect(localStorage.getItem('hash_id')).toContain('abcd1234');
    remove('hashId');
    expect(read('hashId')).toBeUndefined();
  });

  it('keeps Login-Status for 7 days, then forgets it', () => {
    const now = Date.UTC(2025, 0, 1);
    writeLoginStatus(2, now);
    expect(readLoginStatus(now + 7 * DAY_MS - 1)).toBe(2);
    expect(readLoginStatus(now + 7 * DAY_MS)).toBe(0);
    // the expired item is removed, not just ignored
    expect(localStorage.getItem('Login-Status')).toBeNull();
  });

  it('treats garbage and unknown statuses as logged out', () => {
    localStorage.setItem('Login-Status', 'not json');
    expect(readLoginStatus()).toBe(0);
    localStorage.setItem('Login-Status', JSON.stringify({ v: 7 }));
    expect(readLoginStatus()).toBe(0);
  });
});
