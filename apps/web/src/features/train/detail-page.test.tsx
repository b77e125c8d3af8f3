import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { useSession } from '../../lib/session';
import { fail, type StubFailure, stub, stubApi } from '../../test/api-stub';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import { renderRoutes } from '../../test/render-routes';
import DetailPage from './detail-page';
import type { CoachPage } from './train-api';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

/** Tomorrow 09:00 in China, and the hours after it. */
const base = (() => {
  const d = new Date(Date.now() + 8 * 3_600_000 + 86_400_000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 9 - 8);
})();
const hour = (n: number) => new Date(base + n * 3_600_000).toISOString();

function coachPage(free: { start: string; end: string }[]): CoachPage {
  return {
    member_id: 'abc123',
    nickname: '张教练',
    head_portrait: '',
    intro: '教龄十年，耐心细致，专带新手上路。',
    photos: [],
    car: { model: '大众朗逸', transmission: 'auto', plate: '京A·***45' },
    price_fen: 12000,
    city: '北京市',
    district: '朝阳区',
    area: '望京地铁站',
    types: ['novice', 'auto'],
    badges: { identity: true, plate: true, licence: true },
    rating: 4.8,
    reviews: 12,
    distance_m: null,
    next_free: free[0]?.start ?? null,
    latest_reviews: [{ stars: 5, text: '很耐心', nickname: '小李', created_at: '2026-11-01T02:00:00Z' }],
    free,
    rules: {
      refund_hours: 24,
      fee_bp: 1000,
      hold_minutes: 15,
      text: '开课前 24 小时以前取消全额退款，之后取消不退款。',
    },
  };
}

let free: { start: string; end: string }[] = [];
let bookReplies: (ApiData<'POST /v1/train/book'> | StubFailure)[] = [];
let api: ReturnType<typeof stubApi>;
const booked = () => api.calls('POST /v1/train/book').map((c) => c.body);

function setup() {
  api = stubApi(
    stub('GET /v1/train/coach', () => coachPage(free)),
    stub('POST /v1/train/book', () => bookReplies.shift() ?? fail(500, 'no reply')),
  );
  renderRoutes([{ path: '/train/detail/:member_id', element: <DetailPage /> }], '/train/detail/abc123');
}

const slots = () => screen.queryAllByTestId('slot');
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByTestId('book-submit'));
  });

describe("booking on a coach's page ('/train/detail/{member_id}')", () => {
  beforeEach(() => {
    free = [{ start: hour(0), end: hour(3) }];
    bookReplies = [];
    useSession.setState({ status: 2, token: 'tok-1', userDid: 'me999' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the coach, the rule before paying, and the total of the hours picked in a row', async () => {
    setup();
    await screen.findByTestId('book-form');
    expect(screen.getByTestId('coach-name').textContent).toBe('张教练');
    expect(screen.getByTestId('refund-rule').textContent).toContain('开课前 24 小时以前取消全额退款');
    expect(screen.getByTestId('refund-rule').textContent).toContain('15 分钟');
    expect(slots().map((s) => s.textContent)).toEqual(['09:00–10:00', '10:00–11:00', '11:00–12:00']);
    fireEvent.click(slots()[0] as HTMLElement);
    fireEvent.click(slots()[1] as HTMLElement);
    expect(screen.getByTestId('book-total').textContent).toBe('2 小时 × ¥120 = ¥240');
    expect(screen.getByTestId('book-submit').textContent).toBe('支付 ¥240');
  });

  it('says what is missing, then shows the refusal beside the part it names, keeping what was picked and typed', async () => {
    useButtonClock();
    setup();
    await screen.findByTestId('book-form');
    await submit();
    expect(screen.getByTestId('slots-error').textContent).toBe('请先选择要预约的时间');
    expect(booked()).toHaveLength(0);

    fireEvent.click(slots()[1] as HTMLElement);
    fireEvent.change(screen.getByTestId('book-phone'), { target: { value: '138 0013 8000' } });
    await waitOutButtonPause();
    bookReplies = [fail(400, '请求参数有误', { errors: { phone: '这个号码不能接收短信' } })];
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('这个号码不能接收短信'));
    expect(booked()[0]).toMatchObject({ member_id: 'abc123', start: hour(1), hours: '1', phone: '13800138000' });
    expect((screen.getByTestId('book-phone') as HTMLInputElement).value).toBe('13800138000');
    expect(slots()[1]?.getAttribute('aria-pressed')).toBe('true');

    // Taken meanwhile: the sentence beside the hours, and the free hours asked again without it.
    await waitOutButtonPause();
    bookReplies = [fail(409, '这个时间刚被其他学员预约了', { errors: { start: '这个时间刚被其他学员预约了' } })];
    free = [{ start: hour(0), end: hour(1) }];
    await submit();
    await waitFor(() => expect(screen.getByTestId('slots-error').textContent).toBe('这个时间刚被其他学员预约了'));
    await waitFor(() => expect(slots()).toHaveLength(1));
    expect((screen.getByTestId('book-phone') as HTMLInputElement).value).toBe('13800138000');
  });

  it('shows a coach their own page without booking it', async () => {
    useSession.setState({ userDid: 'abc123' });
    setup();
    await screen.findByTestId('own-page');
    expect(screen.queryByTestId('book-form')).toBeNull();
  });
});
