import { beforeEach, describe, expect, it } from 'vitest';
import { read, write } from '../../lib/storage';
import { decideFollowDialog, followPromptAllowed, recordFollowClose } from './follow-rules';

const flags = (is_gzh: 0 | 1, on: 0 | 1) => ({ is_gzh, gzh: { on } });

describe('the follow dialog', () => {
  beforeEach(() => localStorage.clear());

  it('shows when not following, the flag is on and the count is below 1', () => {
    expect(decideFollowDialog(flags(0, 1))).toBe(true);
    expect(read('followCount')).toBeUndefined();
  });

  it('with nothing to ask (following, or the flag off) sets the count to 6', () => {
    expect(decideFollowDialog(flags(1, 1))).toBe(false);
    expect(read('followCount')).toBe(6);
    localStorage.clear();
    expect(decideFollowDialog(flags(0, 0))).toBe(false);
    expect(read('followCount')).toBe(6);
  });

  it('once shown, stays away and leaves the count to the prompt', () => {
    write('followCount', 1);
    expect(decideFollowDialog(flags(0, 1))).toBe(false);
    expect(read('followCount')).toBe(1);
    expect(followPromptAllowed({ loggedIn: true, isGzh: 0 })).toBe(true);
  });

  it('closing adds one to the count and keeps the tick', () => {
    write('followCount', 2);
    recordFollowClose(true);
    expect(read('followCount')).toBe(3);
    expect(read('followCheckBox')).toBe(true);
  });

  it('the prompt needs login, no follow, a count below 5 and no tick', () => {
    expect(followPromptAllowed({ loggedIn: true, isGzh: 0, count: 4, ticked: false })).toBe(true);
    expect(followPromptAllowed({ loggedIn: false, isGzh: 0, count: 0, ticked: false })).toBe(false);
    expect(followPromptAllowed({ loggedIn: true, isGzh: 1, count: 0, ticked: false })).toBe(false);
    expect(followPromptAllowed({ loggedIn: true, isGzh: 0, count: 5, ticked: false })).toBe(false);
    expect(followPromptAllowed({ loggedIn: true, isGzh: 0, count: 0, ticked: true })).toBe(false);
  });
});
