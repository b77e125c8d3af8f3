import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_PROMPT_DELAY_MS } from '../../features/follow/follow-rules';
import { FollowPromptSlot } from './follow-prompt-slot';

// The bar itself (its rules and data) has tests of its own; here only when and where the slot draws it.
vi.mock('../../features/follow/follow-prompt', () => ({
  default: () => <aside data-testid="follow-prompt">关注</aside>,
}));

const bar = () => screen.queryByTestId('follow-prompt');
/** Lets the lazy bar's module resolve and React commit it. */
const settle = () => act(async () => {});

describe('the follow prompt slot', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('draws nothing before 5000 ms, then the bar', async () => {
    render(<FollowPromptSlot here />);
    act(() => vi.advanceTimersByTime(FOLLOW_PROMPT_DELAY_MS - 1));
    await settle();
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await settle();
    expect(bar()).not.toBeNull();
  });

  it('never on a page that keeps it off, however long it stays; on the next page that allows it', async () => {
    const { rerender } = render(<FollowPromptSlot here={false} />);
    act(() => vi.advanceTimersByTime(60_000));
    await settle();
    expect(bar()).toBeNull();
    rerender(<FollowPromptSlot here />);
    await settle();
    expect(bar()).not.toBeNull();
    // Back on a focused page: hidden, not thrown away (a dismissal must hold).
    rerender(<FollowPromptSlot here={false} />);
    expect(bar()?.closest('[hidden]')).not.toBeNull();
  });
});
