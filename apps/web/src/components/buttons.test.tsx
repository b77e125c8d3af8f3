import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DebounceButton } from './debounce-button';
import { SubmitButton } from './submit-button';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('buttons that post (disabled for 2000 ms after a click)', () => {
  it('a submit button lets its form submit once, then stays disabled for 2000 ms', () => {
    vi.useFakeTimers();
    const submitted = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <input aria-label="name" />
        <SubmitButton>提交</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: '提交' }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1999));
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(2);
  });

  it('an action button acts on the first tap only, for 2000 ms', () => {
    vi.useFakeTimers();
    const pay = vi.fn();
    render(<DebounceButton onClick={pay}>支付</DebounceButton>);
    const button = screen.getByRole('button', { name: '支付' }) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(pay).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(button.disabled).toBe(false);
  });
});
