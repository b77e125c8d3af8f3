import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LAYER_ID } from './toast-layer';

/** A fresh queue for each test (it keeps its state in the module), with the store it reports to. */
let queue: typeof import('./toast-queue');
let useToastOnScreen: typeof import('./toast')['useToastOnScreen'];

const region = () => document.querySelector('[role="status"]');
const shown = () => [...document.querySelectorAll('[data-testid="toast"]')].map((t) => t.textContent);

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  queue = await import('./toast-queue');
  ({ useToastOnScreen } = await import('./toast'));
});

afterEach(() => {
  vi.useRealTimers();
  document.getElementById(TOAST_LAYER_ID)?.remove();
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
});

describe('the toast queue', () => {
  it('says a toast in a polite live region, shows it for 2.5 s, then fades it out', () => {
    useToastOnScreen.setState({ up: true });
    queue.enqueue('已切换到南山西丽考场', 'success');
    // The region comes first, empty, so that screen readers hear what is then put in it.
    expect(region()?.getAttribute('aria-live')).toBe('polite');
    expect(shown()).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(region()?.textContent).toBe('已切换到南山西丽考场');
    expect(region()?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(2499);
    expect(shown()).toEqual(['已切换到南山西丽考场']);
    vi.advanceTimersByTime(1 + 300);
    expect(shown()).toEqual([]);
    expect(useToastOnScreen.getState().up).toBe(false);
  });

  it('shows toasts one after the other, cutting the first short at 1.2 s for the next', () => {
    queue.enqueue('已为您选择考场：闵行莘庄考场');
    vi.advanceTimersByTime(100);
    queue.enqueue('页面不存在，已为您返回首页', 'fail');
    vi.advanceTimersByTime(1199);
    expect(shown()).toEqual(['已为您选择考场：闵行莘庄考场']);
    vi.advanceTimersByTime(1 + 300);
    expect(shown()).toEqual(['页面不存在，已为您返回首页']);
    vi.advanceTimersByTime(2500 + 300);
    expect(shown()).toEqual([]);
  });

  it('draws the toast inside an open modal, where it is seen and read', () => {
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    dialog.showModal();
    queue.enqueue('切换失败');
    vi.advanceTimersByTime(100);
    expect(region()?.parentElement).toBe(dialog);
    expect(shown()).toEqual(['切换失败']);
  });

  it('clears what is shown and what waits', () => {
    queue.enqueue('一');
    queue.enqueue('二');
    vi.advanceTimersByTime(100);
    queue.clearAll();
    vi.advanceTimersByTime(300);
    expect(shown()).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(shown()).toEqual([]);
    expect(useToastOnScreen.getState().up).toBe(false);
  });
});
