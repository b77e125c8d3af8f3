import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { fail, stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import { CONFIRM_DELAYS_MS } from './confirm-delays';
import ReceiptPage from './receipt-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
// Three quick re-checks instead of ~10 s of them.
vi.mock('./confirm-delays', () => ({ CONFIRM_DELAYS_MS: [5, 5, 5] }));

const ORDER_NO = '20261123123456789012';

type Order = ApiData<'GET /v1/order/index'>;

const order = (over: Partial<Order> = {}): Order => ({
  order_no: ORDER_NO,
  kind: 'vip',
  title: '科目一 VIP 精选题库',
  amount: 2900,
  status: 'created',
  product_id: 21,
  field_id: null,
  refunded: 0,
  created_at: '2026-11-23T02:00:00Z',
  expires_at: '2026-11-23T04:00:00Z',
  paid_at: null,
  transaction_id: null,
  ...over,
});

const paid = (over: Partial<Order> = {}) =>
  order({ status: 'paid', paid_at: '2026-11-23T02:01:00Z', transaction_id: '4200001234202611230000000001', ...over });

const vip1: ApiData<'GET /v3/product/land'>['list'][number] = {
  id: 21,
  kind: 'vip',
  title: '科目一 VIP 精选题库',
  summary: '精选高频考题与难题解析。',
  price: 2900,
  field_id: null,
  refund_terms: '购买后24小时内未使用可全额退款。',
  unlocks: { course: false, vip_subjects: [1] },
};

/** The order as the server answers each successive GET /v1/order/index. */
function setup(url: string, answers: (Order | 404)[]) {
  let calls = 0;
  const api = stubApi(
    stub('GET /v1/order/index', () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return answer === 404 || answer === undefined ? fail(404, '订单不存在') : answer;
    }),
    stub('GET /v3/product/land', { list: [vip1] }),
  );
  const { router } = renderRoutes(
    [
      { path: '/order/:order_no', element: <ReceiptPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    url,
  );
  const orderCalls = () => api.calls('GET /v1/order/index').length;
  return { router, orderCalls };
}

const status = () => screen.getByTestId('pay-status');

describe('the receipt page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('waits about ten seconds in all before giving up on a confirmation', () => {
    // the real schedule (mocked above for speed): growing gaps adding up to ~10 s
    return vi.importActual<typeof import('./confirm-delays')>('./confirm-delays').then((real) => {
      const total = real.CONFIRM_DELAYS_MS.reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(8000);
      expect(total).toBeLessThanOrEqual(12000);
      expect([...real.CONFIRM_DELAYS_MS]).toEqual([...real.CONFIRM_DELAYS_MS].sort((a, b) => a - b));
      expect(CONFIRM_DELAYS_MS).toEqual([5, 5, 5]);
    });
  });

  it('back from paying, asks the server until the order is paid, then says what is unlocked', async () => {
    const { orderCalls } = setup(`/order/${ORDER_NO}?pay=ok`, [order(), order(), paid()]);
    expect((await screen.findByText('正在确认支付结果…')).closest('[data-testid="pay-status"]')).toBeTruthy();
    expect(await screen.findByText('支付成功，课程已开通')).toBeTruthy();
    expect(status().textContent).toContain('支付成功');
    expect(status().getAttribute('data-status')).toBe('paid');
    expect(orderCalls()).toBeGreaterThanOrEqual(3);
    // the way into what was bought, and the receipt's facts
    expect(
      within(status())
        .getByRole('link', { name: /去练习 · 科目一/ })
        .getAttribute('href'),
    ).toBe('/site/ke1');
    expect(within(status()).getByRole('link', { name: '查看我的课程' }).getAttribute('href')).toBe('/Indent');
    const details = screen.getByTestId('receipt-details');
    expect(within(details).getByText(ORDER_NO)).toBeTruthy();
    expect(within(details).getByText('4200001234202611230000000001')).toBeTruthy();
    expect(within(details).getByText('¥29.00')).toBeTruthy();
    expect((await screen.findByTestId('refund-terms')).textContent).toContain('购买后24小时内未使用可全额退款。');
  });

  it('says so plainly when the payment cannot be confirmed, and checks again on request', async () => {
    const answers = [order(), order(), order(), order()];
    const { orderCalls } = setup(`/order/${ORDER_NO}?pay=ok`, answers);
    expect(await screen.findByText('暂未确认到付款')).toBeTruthy();
    expect(status().textContent).toContain('如果你已经付款，通常几分钟内会自动开通');
    expect(orderCalls()).toBe(4); // the first load and three re-checks
    expect(screen.getByRole('button', { name: '继续支付' })).toBeTruthy();

    // the payment arrives meanwhile: "再查一次" finds it
    answers.push(paid());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '再查一次' }));
    });
    expect(screen.getByText('正在确认支付结果…')).toBeTruthy();
    expect(await screen.findByText('支付成功，课程已开通')).toBeTruthy();
  });

  it('shows a cancelled payment with a way to pay', async () => {
    const { orderCalls } = setup(`/order/${ORDER_NO}?pay=cancel`, [order()]);
    expect(await screen.findByText('已取消支付')).toBeTruthy();
    expect(within(status()).getByRole('button', { name: '继续支付' })).toBeTruthy();
    expect(orderCalls()).toBe(1);
  });

  it('shows a part-refunded order as paid, with the refunded amount and no success banner', async () => {
    setup(`/order/${ORDER_NO}`, [paid({ refunded: 1000 })]);
    expect(await screen.findByText('已支付')).toBeTruthy();
    expect(screen.queryByText('支付成功，课程已开通')).toBeNull();
    expect(status().textContent).toContain('已部分退款 ¥10.00');
    expect(screen.getByTestId('refunded').textContent).toBe('¥10.00');
  });

  it('shows refunded and closed orders in words', async () => {
    setup(`/order/${ORDER_NO}`, [order({ status: 'refunded', refunded: 2900, paid_at: '2026-11-23T02:01:00Z' })]);
    expect(await screen.findByText('已退款 ¥29.00，课程已收回')).toBeTruthy();
    cleanup();
    setup(`/order/${ORDER_NO}`, [order({ status: 'closed' })]);
    expect(await screen.findByText(/订单已关闭/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新购买' }).getAttribute('href')).toBe('/buySelect?product_id=21');
  });

  it('says when the order is not the person’s or does not exist', async () => {
    setup(`/order/${ORDER_NO}`, [404]);
    expect(await screen.findByText('订单不存在，或不是你的订单')).toBeTruthy();
    cleanup();
    const { orderCalls } = setup('/order/bad!no', [order()]);
    expect(await screen.findByText('订单不存在，或不是你的订单')).toBeTruthy();
    expect(orderCalls()).toBe(0);
  });

  it('states the order once: the state card, not again in the details', async () => {
    setup(`/order/${ORDER_NO}`, [paid()]);
    await screen.findByText('已支付');
    expect(screen.getAllByText(/已支付/)).toHaveLength(1);
    expect(within(screen.getByTestId('receipt-details')).queryByText('状态')).toBeNull();
  });

  it('dates the order in China time: one placed just after 16:00 UTC is the next day, as its number says', async () => {
    setup('/order/20261201123456789012', [
      paid({ order_no: '20261201123456789012', created_at: '2026-11-30T16:05:00Z' }),
    ]);
    const details = await screen.findByTestId('receipt-details');
    expect(within(details).getByText('2026-12-01 00:05')).toBeTruthy();
  });

  it('a paid coach-for-hire order confirms the booking and leads to it, opening no course', async () => {
    setup(`/order/${ORDER_NO}?pay=ok`, [paid({ kind: 'train', title: '陪练 12月2日 09:00 · 2 小时', product_id: 99 })]);
    expect(await screen.findByText('支付成功，陪练预约已确认')).toBeTruthy();
    expect(within(status()).getByRole('link', { name: '查看我的陪练' }).getAttribute('href')).toBe('/train/mine');
    expect(screen.queryByText('支付成功，课程已开通')).toBeNull();
    expect(screen.queryByText('查看我的课程')).toBeNull();
  });
});
