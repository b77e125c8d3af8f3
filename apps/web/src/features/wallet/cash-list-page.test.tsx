import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { loadConfig } from '../../lib/app-config';
import { fail, stub, stubApi } from '../../test/api-stub';
import { appConfig } from '../../test/app-config';
import { renderRoutes } from '../../test/render-routes';
import CashListPage from './cash-list-page';
import TransactionsPage from './transactions-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../../lib/app-config', () => ({ loadConfig: vi.fn() }));
vi.mock('../../lib/ua', () => ({ isWeChat: () => false, isIOS: () => false, getEntryUrl: () => '' }));
// Quick re-checks instead of ~9 s of them.
vi.mock('./confirm-delays', () => ({ CONFIRM_DELAYS_MS: [5, 5, 5] }));

type Withdrawal = ApiData<'GET /v1/cash/one'>;
type Movement = ApiData<'GET /v1/cash/ledger'>['list'][number];

const withdrawal = (id: number, status: Withdrawal['status'], over: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
  amount: 12345,
  status,
  fail_reason: '',
  out_bill_no: `W1700000000000${id}`,
  created_at: '2026-05-06T02:00:00Z',
  updated_at: '2026-05-06T02:00:00Z',
  finished_at: null,
  confirm:
    status === 'wait_user_confirm' ? { mchId: '1900000109', appId: 'wx5a1dbox0000000001', package: `pkg${id}` } : null,
  ...over,
});

const LIST = [
  withdrawal(6, 'wait_user_confirm'),
  withdrawal(5, 'reviewing', { amount: 60000 }),
  withdrawal(4, 'transferring'),
  withdrawal(3, 'success'),
  withdrawal(2, 'failed', { fail_reason: 'REAL_NAME_CHECK_FAIL', amount: 2000 }),
  withdrawal(1, 'cancelled', { amount: 500 }),
  withdrawal(0, 'failed', { fail_reason: '提现信息与认证信息不符', amount: 60000 }),
];

function setup(
  url: string,
  opts: { one?: (Withdrawal | 404)[]; list?: Withdrawal[]; page?: 'cash' | 'ledger'; ledger?: Movement[] },
) {
  const answers = [...(opts.one ?? [])];
  const api = stubApi(
    stub('GET /v1/cash/list', () => {
      const list = opts.list ?? LIST;
      return { total: list.length, page: 1, num: 15, list };
    }),
    stub('GET /v1/cash/one', () => {
      const next = answers.length > 1 ? answers.shift() : answers[0];
      return next === 404 || next === undefined ? fail(404, '提现记录不存在') : next;
    }),
    stub('GET /v1/user/balance', { balance: 2500 }),
    stub('GET /v1/cash/ledger', () => {
      const list = opts.ledger ?? [];
      return { total: list.length, page: 1, num: 15, list };
    }),
  );
  const { router } = renderRoutes(
    [
      { path: '/coach-cash-list', element: <CashListPage /> },
      { path: '/coach-transactions', element: <TransactionsPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    url,
  );
  const oneCalls = () => api.calls('GET /v1/cash/one').length;
  return { router, oneCalls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the withdrawals list', () => {
  it('lists withdrawals newest first with their status, and why the returned ones came back', async () => {
    setup('/coach-cash-list', {});
    const rows = await screen.findAllByTestId('cash-row');
    expect(rows.map((r) => [r.getAttribute('data-id'), r.getAttribute('data-status')])).toEqual([
      ['6', 'wait_user_confirm'],
      ['5', 'reviewing'],
      ['4', 'transferring'],
      ['3', 'success'],
      ['2', 'failed'],
      ['1', 'cancelled'],
      ['0', 'failed'],
    ]);
    const label = (i: number) => rows[i]?.querySelector('[data-status]')?.textContent;
    expect([0, 1, 2, 3, 4, 5].map(label)).toEqual(['待确认收款', '审核中', '转账中', '已到账', '已退回', '已退回']);
    expect(within(rows[3] as HTMLElement).getByText('¥123.45')).toBeTruthy();
    expect(within(rows[4] as HTMLElement).getByTestId('cash-reason').textContent).toBe(
      '收款人实名校验未通过，¥20.00 已退回余额',
    );
    expect(within(rows[5] as HTMLElement).getByTestId('cash-reason').textContent).toBe(
      '未确认收款，已取消，¥5.00 已退回余额',
    );
    expect(within(rows[6] as HTMLElement).getByTestId('cash-reason').textContent).toBe(
      '提现信息与认证信息不符，¥600.00 已退回余额',
    );
    // Only the one waiting for the coach can be accepted from here.
    expect(screen.getAllByTestId('cash-confirm')).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByTestId('cash-confirm').textContent).toBe('确认收款');
  });

  it('says so when there are none, with the way to withdraw', async () => {
    setup('/coach-cash-list', { list: [] });
    const empty = await screen.findByTestId('cash-empty');
    expect(empty.textContent).toContain('还没有提现记录');
    expect(within(empty).getByRole('link', { name: '去提现' }).getAttribute('href')).toBe('/coach-wallet');
  });

  it('back from accepting, asks the server until the money has arrived', async () => {
    const { oneCalls } = setup('/coach-cash-list?id=6&transfer=ok', {
      one: [withdrawal(6, 'transferring'), withdrawal(6, 'transferring'), withdrawal(6, 'success')],
    });
    expect(await screen.findByText('正在确认到账结果…')).toBeTruthy();
    expect(await screen.findByText('提现成功，¥123.45 已到账微信零钱')).toBeTruthy();
    expect(screen.getByTestId('cash-result').getAttribute('data-status')).toBe('success');
    expect(oneCalls()).toBeGreaterThanOrEqual(3);
  });

  it('a declined or failed transfer says the money is back; a still-moving one can be checked again', async () => {
    setup('/coach-cash-list?id=1&transfer=cancel', { one: [withdrawal(1, 'cancelled', { amount: 500 })] });
    expect(await screen.findByText('你已取消收款')).toBeTruthy();
    expect(screen.getByText('¥5.00 已退回可提现余额，可以重新提现。')).toBeTruthy();
    cleanup();

    setup('/coach-cash-list?id=2&transfer=fail', {
      one: [withdrawal(2, 'transferring'), withdrawal(2, 'failed', { fail_reason: 'REAL_NAME_CHECK_FAIL' })],
    });
    expect(await screen.findByText('提现未成功：收款人实名校验未通过')).toBeTruthy();
    cleanup();

    setup('/coach-cash-list?id=4&transfer=ok', { one: [withdrawal(4, 'transferring')] });
    expect(await screen.findByText('转账处理中，一般很快到账')).toBeTruthy();
    expect(screen.getByTestId('cash-result').getAttribute('data-check')).toBe('unconfirmed');
    fireEvent.click(screen.getByTestId('result-recheck'));
    expect(await screen.findByText('正在确认到账结果…')).toBeTruthy();
  });

  it('a withdrawal waiting for the coach can be accepted from its result; an unknown one is not found', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    vi.mocked(loadConfig).mockResolvedValue(
      appConfig({
        app_id: 'wx5a1dbox0000000001',
        pay_cashier_url: null,
        transfer_confirm_url: '/sandbox/wechatpay/transfer',
      }),
    );
    setup('/coach-cash-list?id=6', { one: [withdrawal(6, 'wait_user_confirm')] });
    expect(await screen.findByText('还没有确认收款')).toBeTruthy();
    fireEvent.click(screen.getByTestId('result-confirm'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(assign).toHaveBeenCalledWith(
      `/sandbox/wechatpay/transfer?package=pkg6&redirect=${encodeURIComponent('/coach-cash-list?id=6')}`,
    );
    cleanup();

    setup('/coach-cash-list?id=99', { one: [404] });
    expect(await screen.findByText('提现记录不存在')).toBeTruthy();
  });
});

describe('the transactions page', () => {
  it('lists every movement, named and signed', async () => {
    setup('/coach-transactions', {
      ledger: [
        {
          id: 4,
          kind: 'withdrawal_return',
          label: '提现退回',
          amount: 2000,
          order_no: null,
          order_title: null,
          student: null,
          created_at: '2026-05-06T03:00:00Z',
        },
        {
          id: 3,
          kind: 'withdrawal',
          label: '提现',
          amount: -2000,
          order_no: null,
          order_title: null,
          student: null,
          created_at: '2026-05-06T02:00:00Z',
        },
        {
          id: 2,
          kind: 'reversal_l1',
          label: '退款冲减',
          amount: -500,
          order_no: 'O2',
          order_title: '科目一 VIP',
          student: '小明',
          created_at: '2026-05-05T02:00:00Z',
        },
        {
          id: 1,
          kind: 'commission_l1',
          label: '佣金',
          amount: 2500,
          order_no: 'O1',
          order_title: '科目一 VIP',
          student: '小明',
          created_at: '2026-05-04T02:00:00Z',
        },
      ],
    });
    const rows = await screen.findAllByTestId('ledger-row');
    expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual([
      'withdrawal_return',
      'withdrawal',
      'reversal_l1',
      'commission_l1',
    ]);
    expect(rows.map((r) => r.querySelector('span')?.textContent)).toEqual(['提现退回', '提现', '退款冲减', '佣金']);
    expect(rows.map((r) => r.textContent?.match(/[+-]?\d+\.\d\d/)?.[0])).toEqual([
      '+20.00',
      '-20.00',
      '-5.00',
      '+25.00',
    ]);
    expect(within(rows[3] as HTMLElement).getByText('科目一 VIP · 小明')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('wallet-balance').getAttribute('data-fen')).toBe('2500'));
  });
});
