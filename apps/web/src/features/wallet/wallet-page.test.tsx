import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../lib/app-config';
import { appConfig } from '../../test/app-config';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import { renderRoutes } from '../../test/render-routes';
import WalletPage from './wallet-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../../lib/app-config', () => ({ loadConfig: vi.fn() }));
// Inside WeChat the bridge is used after wx.config; the SDK itself is not under test here.
vi.mock('../../lib/wechat', () => ({ wxReady: () => Promise.resolve({}) }));
const ua = vi.hoisted(() => ({ wechat: false }));
vi.mock('../../lib/ua', () => ({ isWeChat: () => ua.wechat, isIOS: () => false, getEntryUrl: () => '' }));

const reply = (data: unknown, code = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code, status: code === 200 ? 1 : 0, msg, data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

const RULES = [
  '完成教练认证后才能提现。',
  '单笔最低提现 1 元，最多为当前可提现余额。',
  '单笔超过 500 元需人工审核，一般 1 个工作日内处理。',
];

const rules = (cert = 'approved') => ({
  content: RULES.join('\n'),
  min_amount: 100,
  review_above: 50000,
  cert_status: cert,
});

const withdrawal = (over: Record<string, unknown> = {}) => ({
  id: 7,
  amount: 12345,
  status: 'wait_user_confirm',
  fail_reason: '',
  out_bill_no: 'W17000000000001',
  created_at: '2026-05-06T02:00:00Z',
  updated_at: '2026-05-06T02:00:00Z',
  finished_at: null,
  confirm: { mchId: '1900000109', appId: 'wx5a1dbox0000000001', package: 'pkg+/=' },
  ...over,
});

function setup(opts: { cert?: string; deposits?: (Response | Error)[]; balance?: number } = {}) {
  const deposits = [...(opts.deposits ?? [])];
  const posted: URLSearchParams[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const u = new URL(input, 'http://x');
    if (u.pathname === '/api/v1/user/balance') return reply({ balance: opts.balance ?? 12345 });
    if (u.pathname === '/api/v2/user/cash-txt') return reply(rules(opts.cert));
    if (u.pathname === '/api/v1/coach/deposit') {
      posted.push(new URLSearchParams(String(init?.body ?? '')));
      const next = deposits.shift();
      if (next instanceof Error) throw next;
      return next ?? reply(withdrawal());
    }
    return reply(null, 404, 'not found');
  });
  vi.stubGlobal('fetch', fetch);
  const { router } = renderRoutes(
    [
      { path: '/coach-wallet', element: <WalletPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/coach-wallet',
  );
  return { fetch, router, posted };
}

const amount = () => screen.getByTestId('withdraw-amount') as HTMLInputElement;
const submit = () => screen.getByTestId('withdraw-submit') as HTMLButtonElement;
const type = (value: string) => fireEvent.change(amount(), { target: { value } });

describe('the wallet page', () => {
  beforeEach(() => {
    ua.wechat = false;
    vi.mocked(loadConfig).mockResolvedValue(
      appConfig({ app_id: 'wx5a1dbox0000000001', transfer_confirm_url: '/sandbox/wechatpay/transfer' }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
  });

  it('shows the balance and the rules, and refuses more than the balance, less than 1 yuan or a malformed amount', async () => {
    useButtonClock();
    const { posted } = setup();
    const balance = await screen.findByTestId('wallet-balance');
    await vi.waitFor(() => expect(balance.getAttribute('data-fen')).toBe('12345'));
    expect(balance.textContent).toContain('123.45');
    const listed = await screen.findByTestId('wallet-rules');
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(RULES);
    expect(screen.getByTestId('wallet-cert').textContent).toContain('已认证教练');
    expect(submit().disabled).toBe(true);

    type('200');
    expect(screen.getByTestId('withdraw-error').textContent).toBe('超出可提现余额（¥123.45）');
    expect(submit().disabled).toBe(true);
    fireEvent.submit(submit().closest('form') as HTMLFormElement);
    type('0.99');
    expect(screen.getByTestId('withdraw-error').textContent).toBe('单笔最低提现 1 元');
    expect(submit().disabled).toBe(true);
    type('1.234');
    expect(screen.getByTestId('withdraw-error').textContent).toBe('请输入正确的金额，最多两位小数');
    type('12a');
    expect(amount().value).toBe('12');
    expect(screen.queryByTestId('withdraw-error')).toBeNull();

    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect(amount().value).toBe('123.45');
    expect(screen.queryByTestId('withdraw-error')).toBeNull();
    await waitOutButtonPause();
    expect(submit().disabled).toBe(false);
    expect(posted).toHaveLength(0);
  });

  it('an uncertified coach is sent to certification and cannot withdraw', async () => {
    setup({ cert: 'none' });
    const cert = await screen.findByTestId('wallet-cert');
    expect(cert.textContent).toContain('完成教练认证后才能提现');
    expect(within(cert).getByRole('link', { name: '去认证' }).getAttribute('href')).toBe('/coach-verify');
    await vi.waitFor(() => expect(screen.getByTestId('wallet-balance').getAttribute('data-fen')).toBe('12345'));
    expect(amount().disabled).toBe(true);
    expect(submit().disabled).toBe(true);
  });

  it('outside WeChat, withdraws and goes to the confirmation page, which comes back to the result', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { posted } = setup();
    await vi.waitFor(() => expect(screen.getByTestId('wallet-balance').getAttribute('data-fen')).toBe('12345'));
    await screen.findByTestId('wallet-cert');
    fireEvent.click(screen.getByTestId('withdraw-all'));
    await act(async () => {
      fireEvent.click(submit());
    });
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(posted[0]?.get('amount')).toBe('12345');
    expect(posted[0]?.get('request_key')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(assign).toHaveBeenCalledWith(
      `/sandbox/wechatpay/transfer?package=${encodeURIComponent('pkg+/=')}&redirect=${encodeURIComponent('/coach-cash-list?id=7')}`,
    );
    expect(submit().textContent).toBe('正在前往确认收款…');
  });

  it('inside WeChat, asks requestMerchantTransfer and goes to the result with what the coach chose', async () => {
    ua.wechat = true;
    const invoke = vi.fn((_api: string, _params: unknown, callback: (res: { err_msg: string }) => void) =>
      callback({ err_msg: 'requestMerchantTransfer:ok' }),
    );
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = { invoke };
    const { router } = setup();
    await screen.findByTestId('wallet-cert');
    await vi.waitFor(() => expect(screen.getByTestId('wallet-balance').getAttribute('data-fen')).toBe('12345'));
    type('123.45');
    await act(async () => {
      fireEvent.click(submit());
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/coach-cash-list'));
    expect(router.state.location.search).toBe('?id=7&transfer=ok');
    expect(invoke).toHaveBeenCalledWith(
      'requestMerchantTransfer',
      { mchId: '1900000109', appId: 'wx5a1dbox0000000001', package: 'pkg+/=' },
      expect.any(Function),
    );
  });

  it('after a lost reply, trying again sends the same request key; a held withdrawal says it waits for review', async () => {
    useButtonClock();
    const { posted } = setup({
      deposits: [new TypeError('network down'), reply(withdrawal({ status: 'reviewing', confirm: null }))],
      balance: 80000,
    });
    await screen.findByTestId('wallet-cert');
    await vi.waitFor(() => expect(screen.getByTestId('wallet-balance').getAttribute('data-fen')).toBe('80000'));
    type('600');
    await act(async () => {
      fireEvent.click(submit());
    });
    expect((await screen.findByTestId('withdraw-error')).textContent).toBe('网络连接失败，请检查网络后重试');
    await waitOutButtonPause();
    await act(async () => {
      fireEvent.click(submit());
    });
    const notice = await screen.findByTestId('wallet-notice');
    expect(notice.textContent).toContain('超过 500 元的提现需人工审核');
    expect(posted).toHaveLength(2);
    expect(posted[1]?.get('request_key')).toBe(posted[0]?.get('request_key'));
    expect(amount().value).toBe('');
  });

  it("shows the server's refusal in its words", async () => {
    setup({ deposits: [reply(null, 403, '完成教练认证后才能提现：请先在「教练认证」提交证件，审核通过后即可提现')] });
    await screen.findByTestId('wallet-cert');
    await vi.waitFor(() => expect(screen.getByTestId('wallet-balance').getAttribute('data-fen')).toBe('12345'));
    type('10');
    await act(async () => {
      fireEvent.click(submit());
    });
    expect((await screen.findByTestId('withdraw-error')).textContent).toContain('完成教练认证后才能提现');
  });
});
