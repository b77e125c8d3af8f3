import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import BookingPage from './booking-page';
import type { Booking } from './train-api';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 5,
    role: 'student',
    coach: {
      member_id: 'abc123',
      nickname: '张教练',
      head_portrait: '',
      car: { model: '大众朗逸', transmission: 'auto', plate: '京A·***45' },
      area: '望京地铁站',
      phone: '13900139000',
    },
    student: { nickname: '小李', phone: '13800138000' },
    start: inHours(48),
    end: inHours(50),
    hours: 2,
    amount_fen: 24000,
    status: 'paid',
    order: {
      order_no: 'T2026112700001',
      kind: 'train',
      title: '陪练 2 小时',
      amount: 24000,
      status: 'paid',
      product_id: 0,
      field_id: null,
      refunded: 0,
      created_at: inHours(-1),
      expires_at: inHours(-0.75),
      paid_at: inHours(-0.9),
      transaction_id: '4200000001',
    },
    refundable_until: inHours(24),
    refunded_fen: 0,
    earned_fen: null,
    rateable: false,
    review: null,
    unread: 0,
    created_at: inHours(-1),
    ...overrides,
  };
}

let replies: Booking[] = [];
let current: Booking;
let api: ReturnType<typeof stubApi>;

function setup(path = '/train/train-info/5') {
  api = stubApi(
    stub('GET /v1/train/booking', () => {
      current = replies.shift() ?? current;
      return current;
    }),
    stub('GET /v1/order/index', () => current.order),
    stub('POST /v1/train/booking/cancel', () => {
      current = booking({ status: 'cancelled', refunded_fen: 24000, refundable_until: null });
      return current;
    }),
    stub('POST /v1/train/booking/done', () => {
      current = { ...current, status: 'done', earned_fen: 21600 };
      return current;
    }),
  );
  renderRoutes([{ path: '/train/train-info/:id', element: <BookingPage /> }], path);
}

const state = () => screen.getByTestId('booking-state');

describe("a booking ('/train/train-info/{id}')", () => {
  beforeEach(() => {
    replies = [];
    current = booking();
    useSession.setState({ status: 2, token: 'tok-1', user: undefined });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('back from paying, asks the order (which asks WeChat Pay) and the booking until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    replies = [booking({ status: 'unpaid', refundable_until: null }), booking({ status: 'unpaid' }), booking()];
    setup('/train/train-info/5?pay=ok');
    await waitFor(() => expect(state().getAttribute('data-check')).toBe('checking'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    await waitFor(() => expect(state().getAttribute('data-status')).toBe('paid'));
    expect(state().textContent).toContain('支付成功，预约已确认');
    expect(api.calls('GET /v1/order/index')).not.toHaveLength(0);
    expect(screen.getByTestId('booking-phone').textContent).toBe('139 0013 9000');
  });

  it('says a cancellation now refunds in full, and after confirming shows the refund', async () => {
    setup();
    await screen.findByTestId('cancel-box');
    expect(screen.getByTestId('cancel-words').textContent).toContain('全额退款 ¥240');
    fireEvent.click(screen.getByTestId('cancel-booking'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('cancel-confirm'));
    });
    await waitFor(() => expect(state().getAttribute('data-status')).toBe('cancelled'));
    expect(screen.getByTestId('booking-hint').textContent).toBe('已退款 ¥240，原路退回微信。');
    expect(screen.getByTestId('booking-refunded').textContent).toBe('¥240');
    expect(screen.queryByTestId('cancel-box')).toBeNull();
  });

  it('past the refund hour, says cancelling refunds nothing', async () => {
    current = booking({ start: inHours(10), end: inHours(12), refundable_until: null });
    setup();
    await screen.findByTestId('cancel-box');
    expect(screen.getByTestId('cancel-words').textContent).toBe('已过免费取消时间，现在取消不退款。');
  });

  it('lets the coach mark a session done once it has ended, and shows the earning', async () => {
    current = booking({ role: 'coach', start: inHours(-3), end: inHours(-1) });
    setup();
    await screen.findByTestId('done-box');
    expect(screen.getByTestId('booking-other').textContent).toBe('小李');
    await act(async () => {
      fireEvent.click(screen.getByTestId('mark-done'));
    });
    await waitFor(() => expect(state().getAttribute('data-status')).toBe('done'));
    expect(screen.getByTestId('booking-earned').textContent).toBe('¥216');
    expect(screen.queryByTestId('rate-form')).toBeNull();
  });

  it('once the hours are over, asks the student to rate the coach, before the coach marks it done', async () => {
    current = booking({ start: inHours(-3), end: inHours(-1), refundable_until: null, rateable: true });
    setup();
    await screen.findByTestId('rate-form');
    expect(state().querySelector('p')?.textContent).toBe('预约成功');
    expect(screen.getByTestId('booking-hint').textContent).toBe('这次陪练已经结束，给教练打个分吧');
  });

  it('a paid booking of a coach with no phone on file says to send a message, not that the phone comes after paying', async () => {
    current = booking({ coach: { ...booking().coach, phone: null } });
    setup();
    await screen.findByTestId('booking-no-phone');
    expect(screen.getByTestId('booking-no-phone').textContent).toBe('教练没有留电话，请发消息联系');
    expect(screen.queryByText('支付成功后显示电话')).toBeNull();
  });

  it('says the state once, not its label and its sentence', async () => {
    current = booking({ status: 'unpaid', refundable_until: null });
    setup();
    await waitFor(() => expect(state().getAttribute('data-status')).toBe('unpaid'));
    expect(state().querySelector('p')?.textContent).toBe('等待支付');
  });

  it('does not let the coach mark an upcoming session done', async () => {
    current = booking({ role: 'coach' });
    setup();
    await screen.findByTestId('done-wait');
    expect((screen.getByTestId('mark-done') as HTMLButtonElement).disabled).toBe(true);
  });
});
