import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { renderRoutes } from '../../test/render-routes';
import CoachRegisterPage from './coach-register-page';
import { goToCoachHome } from './go-coach-home';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('./go-coach-home', () => ({ goToCoachHome: vi.fn() }));

const reply = (data: unknown, code = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code, status: code === 200 ? 1 : 0, msg, data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

const inviter = {
  uid: '12345678',
  did: 'abcD1234',
  name: '王教练',
  head_portrait: '',
  school: '东方驾校',
  certified: true,
};
const coachUser = {
  id: 9,
  uid: '87654321',
  nickname: '李雷',
  head_portrait: '',
  user_type: 2,
  field: null,
  is_gzh: 0,
  lang: 'zh',
  phone: '138****8000',
};

function setup(opts: { regOpen?: 0 | 1; register?: () => Response } = {}) {
  const posted: Record<string, string>[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const u = new URL(input, 'http://x');
    const form = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
    switch (u.pathname) {
      case '/api/v1/coach/is-reg':
        return reply({ is_reg: 0, reg_open: opts.regOpen ?? 1, coach: null });
      case '/api/v1/user/did':
        return u.searchParams.get('did') === inviter.did ? reply(inviter) : reply(null, 404, '没有找到这位教练');
      case '/api/v2/default/school-search':
        return reply({ list: u.searchParams.get('keyword') ? [{ id: 3, name: '阳光驾校', city: '北京市' }] : [] });
      case '/api/v2/default/sms-code':
        posted.push({ path: u.pathname, ...form });
        return reply({ phone: '138****8000', expires_in: 300, resend_in: 60 });
      case '/api/v2/default/reg-coach':
        posted.push({ path: u.pathname, ...form });
        return opts.register?.() ?? reply({ user: coachUser, coach: {}, recruiter: inviter });
      default:
        return reply(null, 404, 'no');
    }
  });
  vi.stubGlobal('fetch', fetch);
  renderRoutes(
    [{ path: '/coach-register', element: <CoachRegisterPage /> }],
    `/coach-register?did=${inviter.did}&poster_id=7`,
  );
  return { posted };
}

async function fillForm() {
  fireEvent.change(await screen.findByTestId('reg-name'), { target: { value: ' 李雷 ' } });
  fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '13800138000' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('send-code'));
  });
  fireEvent.change(screen.getByTestId('code-input'), { target: { value: '123456' } });
  fireEvent.change(screen.getByTestId('reg-school'), { target: { value: '阳光' } });
  fireEvent.click(await screen.findByTestId('school-option'));
}

describe('coach registration (/coach-register)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(goToCoachHome).mockClear();
  });

  it('registers with the inviting coach and poster, stores the coach user and starts the coach app', async () => {
    useSession.setState({ user: { ...coachUser, user_type: 1 } as never });
    const { posted } = setup();
    expect(await screen.findByText('邀请人：王教练')).toBeTruthy();
    await fillForm();
    expect(screen.getByText('已选择：阳光驾校')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    expect(posted).toEqual([
      { path: '/api/v2/default/sms-code', phone: '13800138000', purpose: 'coach_register' },
      {
        path: '/api/v2/default/reg-coach',
        name: '李雷',
        phone: '13800138000',
        code: '123456',
        school_id: '3',
        did: inviter.did,
        poster_id: '7',
      },
    ]);
    expect(useSession.getState().user?.user_type).toBe(2);
    expect(goToCoachHome).toHaveBeenCalledTimes(1);
  });

  it('says what is missing, and puts a refusal beside the phone; nothing else happens', async () => {
    // Clock under the test's hand for the submit button's 2-second pause (docs/product.md#input-and-display-rules).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup({
      register: () => reply({ errors: { phone: 'phone_taken' } }, 409, '这个手机号已绑定其他账号，请换一个手机号'),
    });
    await act(async () => {
      fireEvent.click(await screen.findByTestId('submit'));
    });
    expect(screen.getByText('请输入真实姓名（2–20 个字）')).toBeTruthy();
    expect(screen.getByText('请输入正确的 11 位手机号')).toBeTruthy();
    expect(screen.getByText('请输入 6 位数字验证码')).toBeTruthy();
    expect(screen.getByText('请选择或填写你所在的驾校')).toBeTruthy();
    expect((screen.getByTestId('submit') as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(2000));

    await fillForm();
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    const alert = await screen.findByText('这个手机号已绑定其他账号，请换一个手机号');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(goToCoachHome).not.toHaveBeenCalled();
  });

  it('says so when registration is closed', async () => {
    setup({ regOpen: 0 });
    expect(await screen.findByTestId('reg-closed')).toBeTruthy();
    expect(screen.queryByTestId('submit')).toBeNull();
  });
});
