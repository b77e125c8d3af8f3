import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { fail, stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import BindCoachPage from './bind-coach-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const wang = {
  uid: '12345678',
  did: 'wangD1d0',
  name: '王教练',
  head_portrait: '',
  school: '东方驾校',
  certified: true,
};
const li = { uid: '23456789', did: 'liDid000', name: '李教练', head_portrait: '', school: null, certified: false };

type BindReply = ApiData<'POST /v1/user/bind-coach'>;
type MyCoach = ApiData<'GET /v1/user/my-coach'>;

function setup(bindReply: BindReply | null, mine: MyCoach = null) {
  const api = stubApi(
    stub('GET /v1/user/my-coach', mine),
    stub('GET /v1/user/did', ({ query }) => {
      const code = query.get('code');
      if (code === wang.uid || (!code && query.get('did') === wang.did)) return wang;
      return fail(404, '没有找到这位教练，请核对教练码或链接');
    }),
    stub('POST /v1/user/bind-coach', () => bindReply ?? fail(500, 'unexpected bind')),
  );
  const bodies = () =>
    api.calls('POST /v1/user/bind-coach').map((c) => new URLSearchParams(c.body as Record<string, string>).toString());
  renderRoutes([{ path: '/bindCoach', element: <BindCoachPage /> }], '/bindCoach');
  return { bodies };
}

describe('binding to a coach (/bindCoach)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('previews the coach of a code, binds, and shows the bound coach', async () => {
    const { bodies } = setup({ bound: true, coach: wang });
    fireEvent.change(await screen.findByTestId('code-input'), { target: { value: '12345678' } });
    expect((await screen.findByTestId('coach-preview')).textContent).toContain('王教练');
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    expect(bodies()).toEqual(['code=12345678']);
    expect(screen.getByTestId('bind-result').textContent).toBe('绑定成功');
    expect(screen.getByTestId('bound-coach').textContent).toContain('王教练');
    expect(screen.getByTestId('bound-coach').textContent).toContain('已认证');
  });

  it('binds by a pasted link, and tells an already bound student who their coach stays', async () => {
    const { bodies } = setup({ bound: false, coach: li });
    fireEvent.change(await screen.findByTestId('code-input'), {
      target: { value: `https://xueche.example/share?did=${wang.did}&type=3` },
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    expect(bodies()).toEqual([`did=${wang.did}`]);
    expect(screen.getByTestId('bind-result').textContent).toBe('你已绑定教练 李教练，绑定关系不会改变。');
    expect(screen.getByTestId('bound-coach').textContent).toContain('李教练');
  });

  it('refuses what names no coach, and shows a bound student their coach without a form', async () => {
    const { bodies } = setup({ bound: true, coach: wang });
    fireEvent.change(await screen.findByTestId('code-input'), { target: { value: '123' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    expect(screen.getByText('请输入 8 位数字的教练码，或粘贴教练分享的链接')).toBeTruthy();
    fireEvent.change(screen.getByTestId('code-input'), { target: { value: '99999999' } });
    expect(await screen.findByText('没有找到这位教练，请核对教练码或链接')).toBeTruthy();
    expect(bodies()).toEqual([]);
    cleanup();

    setup(null, {
      coach_id: 4,
      nickname: '赵教练',
      head_portrait: '',
      bound_at: '2026-01-01T00:00:00Z',
      share_progress: false,
      consent_at: null,
    });
    expect((await screen.findByTestId('bound-coach')).textContent).toContain('赵教练');
    expect(screen.queryByTestId('submit')).toBeNull();
  });
});
