import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteWalkthrough } from './route-walkthrough';
import { route, siteField, video } from './test-fixtures';

function show(r = route()) {
  const router = createMemoryRouter([{ path: '/', element: <RouteWalkthrough route={r} field={siteField()} /> }]);
  render(<RouterProvider router={router} />);
}

const videoEl = () => screen.getByTestId('site-video') as HTMLVideoElement;

/** The route video reached `seconds`, as the <video> reports it. */
const playTo = (seconds: number) =>
  act(async () => {
    Object.defineProperty(videoEl(), 'currentTime', { configurable: true, writable: true, value: seconds });
    fireEvent.timeUpdate(videoEl());
  });

describe('the guided walk-through of a route', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows each prompt's card with its tip when the video reaches its time, and the car's progress", async () => {
    show();
    expect(screen.getByTestId('prompt-waiting')).toBeTruthy();
    await playTo(4);
    expect(screen.queryByTestId('prompt-card')).toBeNull();
    await playTo(5.2);
    const card = screen.getByTestId('prompt-card');
    expect(card.textContent).toContain('请起步，继续完成考试');
    expect(card.textContent).toContain('打左转向灯，观察后方再起步。');
    await playTo(70);
    expect(screen.getByTestId('prompt-card').textContent).toContain('前方请变更车道');
    expect(screen.getByTestId('route-progress').dataset.metres).toBe('2300');
    expect(screen.getByTestId('route-progress').textContent).toContain('已行驶 2.3 km / 3.6 km');
    expect(screen.getByTestId('route-progress').textContent).toContain('指令 2 / 3');
  });

  it('jumps to a prompt from the list', async () => {
    show();
    const el = videoEl();
    Object.defineProperty(el, 'readyState', { configurable: true, value: 4 });
    let set = 0;
    Object.defineProperty(el, 'currentTime', {
      configurable: true,
      get: () => set,
      set: (v: number) => {
        set = v;
      },
    });
    const jumps = screen.getAllByTestId('prompt-jump');
    await act(async () => {
      fireEvent.click(jumps[2] as HTMLElement);
    });
    expect(set).toBe(100);
    expect(screen.getByTestId('prompt-card').textContent).toContain('请靠边停车');
  });

  it('stops a locked video at its preview and offers the pay page', async () => {
    show(route({ video: video({ locked: true, url: null, preview_s: 30 }) }));
    const jumps = screen.getAllByTestId('prompt-jump');
    // The prompts past the preview say so.
    expect(jumps[2]?.textContent).toContain('需购买');
    expect(jumps[0]?.textContent).not.toContain('需购买');
    await playTo(31);
    expect(screen.getByTestId('buy-course').getAttribute('href')).toBe('/pay/landpage?field_id=3&lesson_id=12');
  });

  it('walks a route without a video prompt by prompt', async () => {
    show(route({ video: null }));
    expect(screen.getByTestId('no-route-video')).toBeTruthy();
    fireEvent.click(screen.getByTestId('prompt-next'));
    expect(screen.getByTestId('prompt-card').textContent).toContain('请起步');
    fireEvent.click(screen.getByTestId('prompt-next'));
    expect(screen.getByTestId('prompt-card').textContent).toContain('前方请变更车道');
    expect(screen.getByTestId('route-progress').dataset.metres).toBe('1200');
  });
});
