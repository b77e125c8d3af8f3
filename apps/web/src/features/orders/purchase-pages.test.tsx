import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ExamField } from '@xueche/contract';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { loadConfig } from '../../lib/app-config';
import { useFieldPicker } from '../../lib/field-picker';
import { useSession } from '../../lib/session';
import { fail, stub, stubApi } from '../../test/api-stub';
import { appConfig } from '../../test/app-config';
import { renderRoutes } from '../../test/render-routes';
import AdvertPayPage from './advert-pay-page';
import BuySelectPage from './buy-select-page';
import LandingPage from './landing-page';
import PaySubjectPage from './pay-subject-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../../lib/app-config', () => ({ loadConfig: vi.fn() }));
vi.mock('../../lib/ua', () => ({ isWeChat: () => false, isIOS: () => false, getEntryUrl: () => '' }));

const COURSE_TERMS = '购买后7天内且观看不超过2节付费课程，可申请全额退款；超过7天的不再退款。';
const VIP_TERMS = '购买后24小时内未使用可全额退款。';
type Product = ApiData<'GET /v3/product/land'>['list'][number];
const product = (
  id: number,
  kind: Product['kind'],
  title: string,
  price: number,
  unlocks: Partial<Product['unlocks']>,
  over: Partial<Product> = {},
): Product => ({
  id,
  kind,
  title,
  summary: `${title}简介`,
  price,
  field_id: null,
  refund_terms: VIP_TERMS,
  unlocks: { course: false, vip_subjects: [], ...unlocks },
  ...over,
});
const course = product(
  11,
  'course',
  '东城考场课程',
  19900,
  { course: true },
  { field_id: 9, refund_terms: COURSE_TERMS },
);
const vip1 = product(21, 'vip', '科目一 VIP 精选题库', 2900, { vip_subjects: [1] });
const vip4 = product(22, 'vip', '科目四 VIP 精选题库', 2900, { vip_subjects: [4] });
const bundle = product(23, 'bundle', '理论通关套餐（科一 + 科四）', 4900, { vip_subjects: [1, 4] });

const field: ExamField = {
  field_id: 9,
  field_name: '东城考场',
  field_tag: '科目二 / 科目三',
  city_id: 1,
  city_name: '北京',
  is_buy: 0,
  lesson_id: 301,
  price: 19900,
  address: '',
  lng: 116,
  lat: 39,
};

interface Options {
  owned?: { courses: { course_id: number; field_id: number }[]; vip_subjects: number[] };
  list?: Product[];
  /** v1/user/new-member's reply. */
  offer?: ApiData<'GET /v1/user/new-member'>;
}

function setup(url: string, path: string, page: ReactNode, { owned, list, offer }: Options = {}) {
  const api = stubApi(
    stub('GET /v3/product/land', ({ query }) => ({
      list: list ?? (query.get('field_id') ? [course, vip1, vip4, bundle] : [vip1, vip4, bundle]),
    })),
    stub('GET /v3/product/clear-buy', owned ?? { courses: [], vip_subjects: [] }),
    stub('POST /v1/order/confrim', ({ body }) => {
      if (body.product_id === '11' && !body.field_id && !useSession.getState().field) {
        return fail(400, '请先选择考场', { errors: { field_id: 'field_required' } });
      }
      const bought = [course, vip1, vip4, bundle].find((p) => String(p.id) === body.product_id) ?? vip1;
      return {
        order: {
          order_no: '20261123000000000001',
          kind: bought.kind,
          title: bought.title,
          amount: bought.price,
          status: 'created',
          product_id: bought.id,
          field_id: bought.field_id,
          refunded: 0,
          created_at: '2026-11-23T02:00:00Z',
          expires_at: '2026-11-23T04:00:00Z',
          paid_at: null,
          transaction_id: null,
        },
        product: bought,
        prepay_id: 'wx_prepay_9',
        pay: {
          appId: 'a',
          timeStamp: '1',
          nonceStr: 'n',
          package: 'prepay_id=wx_prepay_9',
          signType: 'RSA',
          paySign: 's',
        },
      };
    }),
  );
  if (offer) api.set(stub('GET /v1/user/new-member', offer));
  const { router } = renderRoutes(
    [
      { path, element: page },
      { path: '*', element: <p>elsewhere</p> },
    ],
    url,
  );
  return { api, router };
}

/** Whether `a` comes before `b` in the page. */
const before = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the subject pages (/pay/k1 … /pay/k4)', () => {
  beforeEach(() => {
    useSession.setState({ field: undefined, user: undefined, hashId: undefined });
    vi.mocked(loadConfig).mockResolvedValue(appConfig());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows what unlocks subject one, each with its refund terms before its buy button', async () => {
    setup('/pay/k1', '/pay/k1', <PaySubjectPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('道路交通安全法律、法规和相关知识');
    const products = await screen.findAllByTestId('product');
    // the VIP set and the bundle unlock subject one; the subject-four set is listed under the others
    const ids = products.map((p) => p.getAttribute('data-product-id'));
    expect(ids).toEqual(['21', '23', '22']);
    expect(screen.getByText('其他课程')).toBeTruthy();
    for (const card of products) {
      const terms = within(card).getByTestId('refund-terms');
      const buy = within(card).getByTestId('buy-button');
      expect(terms.textContent).toContain('退款说明（请在付款前阅读）');
      expect(terms.textContent).toContain(VIP_TERMS);
      expect(before(terms, buy)).toBe(true);
      expect(buy.getAttribute('data-product-id')).toBe(card.getAttribute('data-product-id'));
    }
    const first = products[0] as HTMLElement;
    expect(within(first).getByText('¥29.00')).toBeTruthy();
    expect(within(first).getByText('科目一 VIP 精选题库', { selector: 'li' })).toBeTruthy();
    expect(within(first).getByTestId('buy-button').textContent).toBe('立即购买 ¥29.00');
  });

  it('shows a bought subject as open, with the way in and no buy button for what is owned', async () => {
    setup('/pay/k1', '/pay/k1', <PaySubjectPage />, { owned: { courses: [], vip_subjects: [1] } });
    const owned = await screen.findByTestId('subject-owned');
    expect(owned.textContent).toContain('你已开通科目一的内容');
    expect(within(owned).getByRole('link').getAttribute('href')).toBe('/site/ke1');
    const [vip, bundleCard] = screen.getAllByTestId('product') as [HTMLElement, HTMLElement];
    expect(within(vip).getByTestId('product-owned').textContent).toContain('已购买');
    expect(within(vip).queryByTestId('buy-button')).toBeNull();
    // the bundle still sells subject four, and says what the person already has
    expect(within(bundleCard).getByText('已开通其中的科目一')).toBeTruthy();
    expect(within(bundleCard).getByTestId('buy-button')).toBeTruthy();
  });

  it("sells the field's course on subject two, and opens it once bought", async () => {
    useSession.setState({ field });
    setup('/pay/k2', '/pay/k2', <PaySubjectPage />);
    const [card] = await screen.findAllByTestId('product');
    expect(card?.getAttribute('data-product-id')).toBe('11');
    expect(within(card as HTMLElement).getByTestId('refund-terms').textContent).toContain(COURSE_TERMS);
    expect(screen.getByTestId('field-bar').textContent).toContain('当前考场：东城考场');
    cleanup();

    setup('/pay/k3', '/pay/k3', <PaySubjectPage />, {
      owned: { courses: [{ course_id: 5, field_id: 9 }], vip_subjects: [] },
    });
    const owned = await screen.findByTestId('subject-owned');
    expect(within(owned).getByRole('link', { name: '去学习' }).getAttribute('href')).toBe('/detail/301');
  });

  it('asks for a field on subject two when none is chosen', async () => {
    setup('/pay/k2', '/pay/k2', <PaySubjectPage />);
    expect(await screen.findByText('科目二、科目三的课程按考场开通，请先选择你的考场。')).toBeTruthy();
    const choose = screen.getAllByRole('button', { name: '选择考场' })[0] as HTMLElement;
    fireEvent.click(choose);
    expect(useFieldPicker.getState().open).toBe(true);
    useFieldPicker.setState({ open: false });
  });

  it('buys at the cashier outside WeChat', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    useSession.setState({ hashId: 'coachAbc1' });
    const { api } = setup('/pay/k4', '/pay/k4', <PaySubjectPage />);
    const [card] = await screen.findAllByTestId('product');
    const buy = within(card as HTMLElement).getByTestId('buy-button');
    expect(buy.getAttribute('data-product-id')).toBe('22');
    await act(async () => {
      fireEvent.click(buy);
    });
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const [post] = api.calls('POST /v1/order/confrim');
    expect(new URLSearchParams(post?.body as Record<string, string>).toString()).toBe('product_id=22&did=coachAbc1');
    expect(assign).toHaveBeenCalledWith(
      `/sandbox/wechatpay/cashier?prepay_id=wx_prepay_9&redirect=${encodeURIComponent('/order/20261123000000000001')}`,
    );
  });
});

describe('the landing, package and advert pages', () => {
  beforeEach(() => {
    useSession.setState({ field: undefined, user: undefined, hashId: undefined });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists every product of the lesson's field, with a way back to the lesson", async () => {
    const { api } = setup('/pay/landpage?lesson_id=2&field_id=9', '/pay/landpage', <LandingPage />);
    const products = await screen.findAllByTestId('product');
    expect(products.map((p) => p.getAttribute('data-product-id'))).toEqual(['11', '21', '22', '23']);
    expect(screen.getAllByTestId('buy-button')).toHaveLength(4);
    expect(screen.getAllByTestId('refund-terms')).toHaveLength(4);
    expect(screen.getByRole('link', { name: /返回课程视频/ }).getAttribute('href')).toBe('/detail/2');
    expect(api.calls('GET /v3/product/land').some((c) => c.query.get('field_id') === '9')).toBe(true);
  });

  it('says how to go on when the course needs a field first', async () => {
    setup('/pay/landpage', '/pay/landpage', <LandingPage />, { list: [{ ...course, field_id: null }] });
    const buy = await screen.findByTestId('buy-button');
    await act(async () => {
      fireEvent.click(buy);
    });
    const notice = await screen.findByTestId('pay-notice');
    expect(notice.textContent).toContain('请先选择考场');
    fireEvent.click(within(notice).getByRole('button', { name: '选择考场' }));
    expect(useFieldPicker.getState().open).toBe(true);
    useFieldPicker.setState({ open: false });
  });

  it('preselects the package from the link, skips what is owned, and shows its total and terms', async () => {
    useSession.setState({ field });
    setup('/buySelect?product_id=23', '/buySelect', <BuySelectPage />, { owned: { courses: [], vip_subjects: [1] } });
    const radios = (await screen.findAllByRole('radio')) as HTMLInputElement[];
    expect(radios).toHaveLength(4);
    expect(radios.find((r) => r.checked)?.value).toBe('23');
    expect(radios.find((r) => r.value === '21')?.disabled).toBe(true);
    expect(screen.getByTestId('select-total').textContent).toBe('¥49.00');
    expect(screen.getByTestId('buy-button').getAttribute('data-product-id')).toBe('23');
    expect(screen.getByTestId('buy-button').textContent).toBe('去支付 ¥49.00');

    fireEvent.click(radios[0] as HTMLInputElement);
    expect(screen.getByTestId('select-total').textContent).toBe('¥199.00');
    expect(screen.getByTestId('refund-terms').textContent).toContain(COURSE_TERMS);
    expect(screen.getByTestId('buy-button').getAttribute('data-product-id')).toBe('11');
    expect(before(screen.getByTestId('refund-terms'), screen.getByTestId('buy-button'))).toBe(true);
  });

  it('shows the page title once: WeChat shows it in its bar, the heading is for screen readers', async () => {
    setup('/buySelect', '/buySelect', <BuySelectPage />);
    await screen.findAllByRole('radio');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.className).toMatch(/srOnly/);
  });

  it('says why the new-member price no longer applies beside its product, and nothing beside the others', async () => {
    setup('/buySelect?product_id=23', '/buySelect', <BuySelectPage />, {
      offer: {
        applies: false,
        reason: 'bought',
        note: '新学员优惠仅限首次购买，你已经购买过课程',
        product_id: 23,
        offer: null,
      },
    });
    const note = await screen.findByTestId('offer-note');
    expect(note.textContent).toBe('新学员优惠仅限首次购买，你已经购买过课程');
    expect(note.closest('[data-testid="product-choice"]')?.getAttribute('data-product-id')).toBe('23');
    expect(screen.getAllByTestId('offer-note')).toHaveLength(1);
  });

  it("advertises the field's course by default, or the product named", async () => {
    useSession.setState({ field });
    setup('/advertPayView', '/advertPayView', <AdvertPayPage />);
    const hero = await screen.findByTestId('advert-hero');
    expect(hero.textContent).toContain('东城考场课程');
    expect(hero.textContent).toContain('199.00');
    expect(screen.getByTestId('refund-terms').textContent).toContain(COURSE_TERMS);
    expect(screen.getByTestId('buy-button').getAttribute('data-product-id')).toBe('11');
    cleanup();

    setup('/advertPayView?product_id=22', '/advertPayView', <AdvertPayPage />);
    expect((await screen.findByTestId('advert-hero')).textContent).toContain('科目四 VIP 精选题库');
    cleanup();

    setup('/advertPayView?product_id=999', '/advertPayView', <AdvertPayPage />);
    const missing = await screen.findByTestId('advert-not-found');
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/pay/landpage');
  });
});
