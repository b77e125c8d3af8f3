import { cleanup, screen } from '@testing-library/react';
import type { LightInstruction, LightSetView } from '@xueche/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { useSession } from '../../lib/session';
import { fail, stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import HubPage from './hub-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const instruction = (key: string, text: string, expect: LightInstruction['expect']): LightInstruction => ({
  key,
  text,
  expect,
  audio: `/static/voice/${key}.mp3`,
  voice_ms: 2000,
});

const set: LightSetView = {
  field_id: 3,
  own: false,
  voice_lib: 'v1',
  voices: [],
  voice: null,
  window_ms: 5000,
  order: 'random',
  draw: 1,
  opening: instruction('opening', '下面将进行模拟夜间灯光使用考试，请开启前照灯', 'low'),
  items: [instruction('no_street_light', '夜间在没有路灯、照明不良的道路上行驶', 'high')],
  closing: instruction('closing', '模拟夜间考试完成，请关闭所有灯光', 'allOff'),
};

const figures: ApiData<'GET /v1/light/index'> = {
  exams: 2,
  exams_passed: 1,
  best_score: 100,
  exercises: 0,
  recent: [],
  most_missed: [],
};

function open(index: Promise<typeof figures> | typeof figures | ReturnType<typeof fail>) {
  useSession.setState({ status: 2, token: 'tok-1' });
  const api = stubApi(
    stub('GET /v1/light/answer', { status: 1, set }),
    stub('GET /v1/light/index', () => index),
  );
  renderRoutes([{ path: '/light', element: <HubPage /> }], '/light?field_id=3');
  return api;
}

describe("the lighting hub ('/light')", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ status: 0, token: undefined });
  });

  it('shows once the set and the figures have both come, so nothing below the figures moves when they do', async () => {
    let answer: (reply: typeof figures) => void = () => undefined;
    const api = open(new Promise<typeof figures>((resolve) => (answer = resolve)));
    // The set has come, the figures not yet: still the loading screen, not a page that will grow.
    await vi.waitFor(() => expect(api.calls('GET /v1/light/answer')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByTestId('light-set')).toBeNull();
    expect(screen.queryByTestId('light-exam')).toBeNull();
    answer(figures);
    expect((await screen.findByTestId('best-score')).textContent).toBe('100');
    expect(screen.getByTestId('light-set')).toBeTruthy();
    expect(screen.getByTestId('light-exam')).toBeTruthy();
  });

  it('still shows the set and the ways in when the figures fail, with a way to retry them', async () => {
    open(fail(500, '服务器开小差了'));
    expect(await screen.findByTestId('light-set')).toBeTruthy();
    expect(screen.getByTestId('light-exam')).toBeTruthy();
    expect(screen.queryByTestId('light-figures')).toBeNull();
    const failed = screen.getByRole('alert');
    expect(failed.textContent).toContain('服务器开小差了');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
