import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, stub, stubApi } from '../../test/api-stub';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import { renderRoutes } from '../../test/render-routes';
import MyCoachPage from './my-coach-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const coach = {
  coach_id: 7,
  nickname: '王教练',
  head_portrait: '/static/a.png',
  bound_at: '2026-03-04T02:00:00Z',
  share_progress: false,
  consent_at: null,
};

function setup(data: typeof coach | null, failPost = false) {
  const api = stubApi(
    stub('GET /v1/user/my-coach', data),
    stub('POST /v1/user/share-progress', ({ body }) =>
      failPost ? fail(400, '保存失败') : { share_progress: body.agree === 'true', consent_at: '2026-05-06T02:00:00Z' },
    ),
  );
  renderRoutes([{ path: '/my-coach', element: <MyCoachPage /> }], '/my-coach');
  return api;
}

describe('my coach (/my-coach)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the coach, what would be shared, and records the consent and its withdrawal', async () => {
    useButtonClock();
    const api = setup(coach);
    expect(await screen.findByText('王教练')).toBeTruthy();
    expect(screen.getByText('2026-03-04 绑定')).toBeTruthy();
    expect(screen.getByTestId('share-state').textContent).toBe('未分享学习进度');
    expect(screen.getByText(/只给你绑定的这位教练看/)).toBeTruthy();
    expect(screen.getByText(/随时可以撤回/)).toBeTruthy();

    const button = screen.getByTestId('share-consent');
    expect(button.textContent).toBe('同意分享学习进度');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText('已同意分享学习进度（2026-05-06）')).toBeTruthy();
    expect(screen.getByTestId('share-consent').textContent).toBe('撤回同意');
    await waitOutButtonPause();

    await act(async () => {
      fireEvent.click(screen.getByTestId('share-consent'));
    });
    expect(await screen.findByText('未分享学习进度')).toBeTruthy();
    expect(screen.getByTestId('share-consent').textContent).toBe('同意分享学习进度');
    const bodies = api
      .calls('POST /v1/user/share-progress')
      .map((c) => new URLSearchParams(c.body as Record<string, string>).toString());
    expect(bodies).toEqual(['agree=true', 'agree=false']);
  });

  it('says when saving fails', async () => {
    setup(coach, true);
    const button = await screen.findByTestId('share-consent');
    await act(async () => {
      fireEvent.click(button);
    });
    expect((await screen.findByRole('alert')).textContent).toBe('保存失败');
    expect(screen.getByTestId('share-state').textContent).toBe('未分享学习进度');
  });

  it('explains how binding works when there is no coach', async () => {
    setup(null);
    expect(await screen.findByText('你还没有绑定教练')).toBeTruthy();
    expect(screen.getByText(/打开教练分享给你的链接或海报/)).toBeTruthy();
    expect(screen.queryByTestId('share-consent')).toBeNull();
  });
});
