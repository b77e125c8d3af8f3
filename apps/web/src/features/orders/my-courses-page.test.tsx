import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { loadConfig } from '../../lib/app-config';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { fail, stub, stubApi } from '../../test/api-stub';
import { appConfig } from '../../test/app-config';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import { renderRoutes } from '../../test/render-routes';
import MyCoursesPage from './my-courses-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../../lib/app-config', () => ({ loadConfig: vi.fn() }));
const ua = vi.hoisted(() => ({ wechat: false }));
vi.mock('../../lib/ua', () => ({ isWeChat: () => ua.wechat, isIOS: () => false, getEntryUrl: () => '' }));

type Order = ApiData<'GET /v1/order/center'>['list'][number];

const order = (n: number, over: Partial<Order> = {}): Order => ({
  order_no: `2026112300000000${String(n).padStart(4, '0')}`,
  kind: 'course',
  title: `订单 ${n}`,
  amount: 2900,
  status: 'paid',
  product_id: 21,
  field_id: null,
  refunded: 0,
  created_at: '2026-11-23T02:00:00Z',
  expires_at: '2026-11-23T04:00:00Z',
  paid_at: '2026-11-23T02:01:00Z',
  transaction_id: '42000012342026112300000001',
  ...over,
});

const lesson = (id: number) => ({
  id,
  title: `第 ${id} 课`,
  summary: '',
  cover: '',
  duration_s: 300,
  free: 0 as const,
  preview_s: 30,
  locked: false,
  progress_s: 0,
  views: 0,
});

const course: ApiData<'GET /v1/lesson/list'> = {
  course: {
    id: 5,
    title: '东城考场课程',
    field_id: 9,
    field_name: '东城考场',
    price: 19900,
    is_buy: 1,
    lesson_count: 24,
    free_count: 2,
  },
  chapters: [{ id: 1, title: '科目二', lessons: [lesson(301), lesson(302)] }],
};

const confirmed = (orderNo: string, productId: number): ApiData<'POST /v1/order/confrim'> => ({
  order: order(0, { order_no: orderNo, product_id: productId, status: 'created', paid_at: null, transaction_id: null }),
  product: {
    id: productId,
    kind: 'course',
    title: '东城考场课程',
    summary: '',
    price: 2900,
    field_id: null,
    refund_terms: '',
    unlocks: { course: true, vip_subjects: [] },
  },
  prepay_id: 'wx_prepay_1',
  pay: {
    appId: 'wxapp',
    timeStamp: '1700000000',
    nonceStr: 'n1',
    package: 'prepay_id=wx_prepay_1',
    signType: 'RSA',
    paySign: 'sig',
  },
});

interface Data {
  owned?: { courses: { course_id: number; field_id: number }[]; vip_subjects: number[] };
  orders?: Order[];
}

function setup({ owned = { courses: [], vip_subjects: [] }, orders = [] }: Data) {
  const api = stubApi(
    stub('GET /v3/product/clear-buy', owned),
    stub('GET /v1/lesson/list', course),
    stub('GET /v1/order/center', ({ query }) => {
      const page = Number(query.get('page'));
      const num = Number(query.get('num'));
      return { total: orders.length, page, num, list: orders.slice((page - 1) * num, page * num) };
    }),
    stub('POST /v1/order/confrim', ({ body }) =>
      confirmed(`20261123999999${String(body.product_id).padStart(6, '0')}`, Number(body.product_id)),
    ),
  );
  const { router } = renderRoutes(
    [
      { path: '/Indent', element: <MyCoursesPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/Indent',
  );
  return { api, router };
}

const posts = (api: ReturnType<typeof stubApi>) => api.calls().filter((c) => c.route.startsWith('POST '));

describe('my courses (/Indent)', () => {
  beforeEach(() => {
    ua.wechat = false;
    useSession.setState({ hashId: 'coachAbc1' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.mocked(toast).mockClear();
    vi.restoreAllMocks();
    delete window.WeixinJSBridge;
    useSession.setState({ hashId: undefined });
  });

  it('lists what was bought, each with a way in', async () => {
    setup({ owned: { courses: [{ course_id: 5, field_id: 9 }], vip_subjects: [4, 1] }, orders: [order(1)] });
    const items = await screen.findAllByTestId('owned-item');
    expect(items).toHaveLength(3);
    const [courseItem, vip1, vip4] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(await within(courseItem).findByText('东城考场课程')).toBeTruthy();
    expect(within(courseItem).getByText('东城考场 · 共 24 节视频')).toBeTruthy();
    expect(within(courseItem).getByRole('link', { name: '去学习' }).getAttribute('href')).toBe('/detail/301');
    expect(within(vip1).getByText('科目一 VIP 题库')).toBeTruthy();
    expect(within(vip1).getByRole('link', { name: '去练习' }).getAttribute('href')).toBe('/site/ke1');
    expect(within(vip4).getByRole('link', { name: '去练习' }).getAttribute('href')).toBe('/site/ke4');
  });

  it('lists every order with its state, each opening its receipt, and pages on', async () => {
    const orders = [
      order(1, { status: 'created', paid_at: null, transaction_id: null, amount: 19900 }),
      order(2),
      order(3, { refunded: 1000 }),
      order(4, { status: 'refunded', refunded: 2900 }),
      order(5, { status: 'closed', paid_at: null, transaction_id: null }),
      ...Array.from({ length: 8 }, (_, i) => order(6 + i)),
    ];
    setup({ owned: { courses: [], vip_subjects: [1] }, orders });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(10);
    const [created, paid, part, refunded, closed] = rows as HTMLElement[] as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(created.getAttribute('data-order-no')).toBe(orders[0]?.order_no);
    expect(within(created).getByText('待支付')).toBeTruthy();
    expect(within(created).getByText('¥199.00')).toBeTruthy();
    expect(within(created).getByRole('button', { name: '继续支付' })).toBeTruthy();
    expect(within(paid).getByTestId('order-status').textContent).toBe('已支付');
    expect(within(paid).queryByRole('button')).toBeNull();
    expect(within(part).getByTestId('order-status').textContent).toBe('已支付 · 已退 ¥10.00');
    expect(within(refunded).getByTestId('order-status').textContent).toBe('已退款 ¥29.00');
    expect(within(closed).getByTestId('order-status').textContent).toBe('已关闭');
    expect(within(paid).getByRole('link').getAttribute('href')).toBe(`/order/${orders[1]?.order_no}`);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    });
    expect(await screen.findByText('没有更多订单了')).toBeTruthy();
    expect(screen.getAllByTestId('order-row')).toHaveLength(13);
  });

  it('with nothing bought, says so and leads to the courses', async () => {
    setup({});
    const empty = await screen.findByTestId('indent-empty');
    expect(empty.textContent).toContain('还没有购买记录');
    expect(within(empty).getByRole('link', { name: '去看看课程' }).getAttribute('href')).toBe('/pay/landpage');
    expect(screen.queryByTestId('order-row')).toBeNull();
  });

  it('continues an unpaid order at the cashier outside WeChat, with the referrer', async () => {
    vi.mocked(loadConfig).mockResolvedValue(appConfig());
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { api } = setup({
      orders: [order(1, { status: 'created', product_id: 11, field_id: 9, paid_at: null, transaction_id: null })],
    });
    const button = await screen.findByRole('button', { name: '继续支付' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button); // a double tap starts one flow
    });
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const sent = posts(api);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.route).toBe('POST /v1/order/confrim');
    expect(sent[0]?.body).toEqual({ product_id: '11', field_id: '9', did: 'coachAbc1' });
    expect(assign).toHaveBeenCalledWith(
      `/sandbox/wechatpay/cashier?prepay_id=wx_prepay_1&redirect=${encodeURIComponent('/order/20261123999999000011')}`,
    );
    // the page is leaving: the button stays busy
    expect((screen.getByTestId('continue-pay') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('continue-pay').textContent).toBe('正在下单…');
  });

  it('outside WeChat with no cashier, tells the person to pay in WeChat', async () => {
    useButtonClock();
    vi.mocked(loadConfig).mockResolvedValue(appConfig({ mode: 'live', pay_cashier_url: null }));
    setup({ orders: [order(1, { status: 'created', paid_at: null, transaction_id: null })] });
    const button = await screen.findByRole('button', { name: '继续支付' });
    await act(async () => {
      fireEvent.click(button);
    });
    const notice = await screen.findByTestId('pay-notice');
    expect(notice.textContent).toContain('请在微信里打开本页面完成支付');
    expect(within(notice).getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(
      '/order/20261123999999000021',
    );
    // The button can be tapped again once its 2-second pause is over.
    expect((screen.getByTestId('continue-pay') as HTMLButtonElement).disabled).toBe(true);
    await waitOutButtonPause();
    expect((screen.getByTestId('continue-pay') as HTMLButtonElement).disabled).toBe(false);
  });

  it("inside WeChat, opens WeChat Pay's sheet and goes to the receipt on ok, stays on cancel", async () => {
    useButtonClock();
    ua.wechat = true;
    const answers = ['get_brand_wcpay_request:cancel', 'get_brand_wcpay_request:ok'];
    const invoke = vi.fn((_api: string, _params: unknown, callback: (res: { err_msg: string }) => void) =>
      callback({ err_msg: answers.shift() ?? '' }),
    );
    window.WeixinJSBridge = { invoke };
    const { router } = setup({ orders: [order(1, { status: 'created', paid_at: null, transaction_id: null })] });

    const button = await screen.findByRole('button', { name: '继续支付' });
    await act(async () => {
      fireEvent.click(button);
    });
    await vi.waitFor(() => expect(toast).toHaveBeenCalled());
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke.mock.calls[0]?.[0]).toBe('getBrandWCPayRequest');
    expect(invoke.mock.calls[0]?.[1]).toMatchObject({ package: 'prepay_id=wx_prepay_1', signType: 'RSA' });
    expect(toast).toHaveBeenCalledWith('已取消支付，订单已保留，可在“我的课程”中继续支付');
    expect(router.state.location.pathname).toBe('/Indent');
    await waitOutButtonPause();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '继续支付' }));
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/order/20261123999999000021'));
    expect(router.state.location.search).toBe('?pay=ok');
  });

  it('shows a failed order in words', async () => {
    const { api } = setup({
      orders: [order(1, { status: 'created', product_id: 99, paid_at: null, transaction_id: null })],
    });
    vi.mocked(loadConfig).mockResolvedValue(appConfig({ mode: 'live', pay_cashier_url: null }));
    api.set(stub('POST /v1/order/confrim', fail(404, '商品不存在或已下架')));
    const button = await screen.findByRole('button', { name: '继续支付' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect((await screen.findByTestId('pay-notice')).textContent).toContain('商品不存在或已下架');
  });
});
