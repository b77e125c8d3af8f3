import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOverlayQueue } from './overlay-queue';

type Wanted = readonly ('field' | 'notice' | 'invite' | 'follow' | false)[];

describe('the overlay queue', () => {
  it('shows the most important wanted overlay, one at a time', () => {
    const { result, rerender } = renderHook(({ wanted }: { wanted: Wanted }) => useOverlayQueue(wanted), {
      initialProps: { wanted: ['field', 'notice', false, 'follow'] as Wanted },
    });
    expect(result.current).toBe('field');
    rerender({ wanted: [false, 'notice', false, 'follow'] });
    expect(result.current).toBe('notice');
    rerender({ wanted: [false, false, false, 'follow'] });
    expect(result.current).toBe('follow');
    rerender({ wanted: [false, false, false, false] });
    expect(result.current).toBeUndefined();
  });

  it('keeps a dialog that is up when a more important one arrives; that one waits its turn', () => {
    const { result, rerender } = renderHook(({ wanted }: { wanted: Wanted }) => useOverlayQueue(wanted), {
      initialProps: { wanted: [false, false, false, 'follow'] as Wanted },
    });
    expect(result.current).toBe('follow');
    rerender({ wanted: [false, 'notice', 'invite', 'follow'] });
    expect(result.current).toBe('follow');
    rerender({ wanted: [false, 'notice', 'invite', false] });
    expect(result.current).toBe('notice');
    rerender({ wanted: [false, false, 'invite', false] });
    expect(result.current).toBe('invite');
  });
});
