import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ALL_OFF, apply, type Control, type LightState } from '@xueche/light-rules';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlsToggle, useControlsMode } from './controls-mode';
import { StalkControls } from './stalk-controls';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The drawn controls on lights that follow them, recording every control the judge would get. */
function Car({ start, sent }: { start: LightState; sent: Control[] }) {
  const [lights, setLights] = useState(start);
  return (
    <StalkControls
      lights={lights}
      live
      onControl={(c) => {
        sent.push(c);
        setLights((l) => apply(l, c));
      }}
    />
  );
}

/** A finger dragged over a part of the switch by (dx, dy) pixels. */
function drag(part: string, dx: number, dy: number) {
  const el = screen.getByTestId(part);
  fireEvent.pointerDown(el, { pointerId: 1, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: 100 + dx / 2, clientY: 100 + dy / 2 });
  fireEvent.pointerUp(el, { pointerId: 1, clientX: 100 + dx, clientY: 100 + dy });
}

describe('the drawn combination switch', () => {
  it('turns, pushes, pulls and flicks into the buttons’ controls, the cluster lit to match', () => {
    const sent: Control[] = [];
    render(<Car start={ALL_OFF} sent={sent} />);
    const lamp = (key: string) => document.querySelector(`[data-lamp="${key}"]`)?.getAttribute('data-on');
    drag('stalk-ring', 0, -80);
    expect(lamp('low')).toBe('true');
    drag('stalk-lever', 60, 0);
    expect(lamp('high')).toBe('true');
    expect(screen.getByTestId('stalk').getAttribute('data-high')).toBe('true');
    drag('stalk-lever', -60, 0);
    drag('stalk-lever', -60, 0);
    drag('stalk-lever', 0, 40);
    // A touch that hardly moved does nothing.
    drag('stalk-lever', 4, 3);
    fireEvent.click(screen.getByRole('button', { name: '危险报警闪光灯' }));
    fireEvent.click(screen.getByRole('button', { name: '前雾灯' }));
    expect(sent).toEqual(['headlight:low', 'high', 'high', 'flash', 'indicator:left', 'hazard', 'fog:front']);
    expect(lamp('left')).toBe('true');
    expect(lamp('fogFront')).toBe('true');
    expect(screen.getByRole('button', { name: '危险报警闪光灯' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('takes the arrow keys on the ring and the stalk', () => {
    const sent: Control[] = [];
    render(<Car start={ALL_OFF} sent={sent} />);
    fireEvent.keyDown(screen.getByTestId('stalk-ring'), { key: 'ArrowUp' });
    fireEvent.keyDown(screen.getByTestId('stalk-ring'), { key: 'ArrowUp' });
    fireEvent.keyDown(screen.getByTestId('stalk-lever'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByTestId('stalk-lever'), { key: 'ArrowUp' });
    expect(sent).toEqual(['headlight:position', 'headlight:low', 'flash', 'indicator:right']);
    expect(screen.getByTestId('stalk-ring').getAttribute('aria-valuetext')).toBe('近光');
  });
});

function Toggle() {
  const [mode, setMode] = useControlsMode();
  return (
    <>
      <ControlsToggle mode={mode} onChange={setMode} />
      <output>{mode}</output>
    </>
  );
}

describe('拨杆 | 按钮', () => {
  it('starts on the stalk and keeps the student’s choice', () => {
    render(<Toggle />);
    expect(screen.getByRole('status').textContent).toBe('stalk');
    fireEvent.click(screen.getByRole('button', { name: '按钮' }));
    cleanup();
    render(<Toggle />);
    expect(screen.getByRole('status').textContent).toBe('buttons');
    expect(screen.getByRole('button', { name: '按钮' }).getAttribute('aria-pressed')).toBe('true');
  });
});
