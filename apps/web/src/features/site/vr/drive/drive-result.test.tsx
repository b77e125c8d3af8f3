import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { coachedReverseParking, type InputEvent } from '@xueche/yard-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../../lib/session';
import { fail, stub, stubApi } from '../../../../test/api-stub';
import { renderRoutes } from '../../../../test/render-routes';
import { DriveResult } from './drive-result';
import { DriveSession, type Finished } from './drive-session';
import { car, garage } from './test-fixtures';

vi.mock('../../../../lib/toast', () => ({ toast: vi.fn() }));

/** A drive of the given input log, a tick per 50 ms frame, to its end. */
function driven(events: InputEvent[], ticks: number): Finished {
  const session = new DriveSession(car, garage);
  for (let now = 0; session.tick < ticks && !session.over; now += 50) {
    for (const { t, ...change } of events) if (t === session.tick) session.set(change);
    session.advance(now);
  }
  return { item: garage, session, verdict: session.end() };
}

function setup(finished: Finished, served: Parameters<typeof stub>[1]) {
  useSession.setState({ status: 2, token: 'tok-1' });
  const api = stubApi(stub('POST /v2/k2/yard-run', served));
  renderRoutes(
    [{ path: '/k2vr/drive', element: <DriveResult fieldId={1} car={car} finished={finished} /> }],
    '/k2vr/drive?item=reverse_parking',
  );
  return api;
}

describe('the result of a drive', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the pass, sends the input log once, and shows what the server made of it', async () => {
    const script = coachedReverseParking(car, garage.dims);
    const finished = driven(script.events, script.ticks);
    const api = setup(finished, {
      id: 7,
      item: 'reverse_parking',
      passed: true,
      score: 100,
      faults: [],
      best_score: 100,
    });
    expect(screen.getByTestId('phone-verdict').textContent).toBe('合格 · 100 分');
    expect(screen.getByTestId('faults').textContent).toBe('没有扣分');
    await waitFor(() =>
      expect(screen.getByTestId('server-verdict').textContent).toBe('考场系统复核：合格 · 100 分，最好成绩 100 分'),
    );
    const sent = api.calls('POST /v2/k2/yard-run');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ field_id: 1, item: 'reverse_parking', ticks: finished.session.tick });
    expect(sent[0]?.body.events).toEqual(finished.session.events);
  });

  it('lists each fault with its second and marks it on the plan; a refused save can be retried', async () => {
    // Full right lock from the start: the body crosses the line right of the garage's mouth.
    const finished = driven([{ t: 0, gear: 'R', pedal: 'idle', wheel: -100 }], 400);
    expect(finished.verdict.passed).toBe(false);
    setup(finished, fail(500, '服务器忙'));
    expect(screen.getByTestId('phone-verdict').textContent).toBe('不合格');
    const faults = within(screen.getByTestId('faults')).getAllByRole('listitem');
    expect(faults[0]?.textContent).toMatch(/^不合格 车身出线：车身压\S+线（第 \d+\.\d 秒）$/);
    expect(screen.getAllByTestId('replay-fault')).toHaveLength(finished.verdict.faults.length);
    await waitFor(() => expect(screen.getByTestId('server-verdict').textContent).toContain('成绩没能保存'));
    expect(screen.getByTestId('serve-retry')).toBeTruthy();
  });
});
