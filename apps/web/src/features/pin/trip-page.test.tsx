import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { useSession } from '../../lib/session';
import { fail, type StubFailure, stub, stubApi } from '../../test/api-stub';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import { renderRoutes } from '../../test/render-routes';
import { booking, trip } from './test-fixtures';
import TripPage from './trip-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

let bookReplies: (ApiData<'POST /v1/pin/book'> | StubFailure)[] = [];
let api: ReturnType<typeof stubApi>;
const posted = () => api.calls('POST /v1/pin/book').map((c) => new URLSearchParams(c.body as Record<string, string>));
/** What the server holds: the booking once one went through. */
let held: ReturnType<typeof booking> | null = null;

function setup() {
  api = stubApi(
    stub('GET /v1/pin/trip', () => trip(held ? { my_booking: held, seats_left: 3 - held.seats } : {})),
    stub('POST /v1/pin/book', () => {
      const next = bookReplies.shift() ?? fail(500, 'no reply');
      if (!('failure' in next)) held = booking();
      return next;
    }),
  );
  renderRoutes([{ path: '/pin/passenger-site-look', element: <TripPage /> }], '/pin/passenger-site-look?id=7');
}

const phoneInput = () => screen.getByTestId('book-phone') as HTMLInputElement;

describe("booking seats on a trip ('/pin/passenger-site-look')", () => {
  beforeEach(() => {
    held = null;
    useSession.setState({ status: 2, token: 'tok-1' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the cancel rule before booking, checks the phone, keeps what was typed through refusals', async () => {
    useButtonClock();
    setup();
    const rule = await screen.findByTestId('cutoff-rule');
    expect(rule.textContent).toContain('发车前 120 分钟截止');
    expect(rule.textContent).toContain('当面付给车主');
    fireEvent.click(screen.getByTestId('seats-plus'));
    expect(screen.getByTestId('seats-value').textContent).toBe('2');
    expect(screen.getByRole('button', { name: '预约 2 个座位' })).toBeTruthy();

    // Not a mobile number: said beside the field, nothing sent.
    fireEvent.change(phoneInput(), { target: { value: '138-12' } });
    expect(phoneInput().value).toBe('13812');
    await act(async () => {
      fireEvent.click(screen.getByTestId('book-submit'));
    });
    expect(screen.getByRole('alert').textContent).toBe('请输入 11 位手机号码');
    expect(posted()).toHaveLength(0);

    // The server names the phone: its sentence goes beside it, the number stays.
    fireEvent.change(phoneInput(), { target: { value: '13812345678' } });
    bookReplies = [fail(400, '这个手机号不能接收短信', { errors: { phone: '这个手机号不能接收短信' } })];
    await waitOutButtonPause();
    await act(async () => {
      fireEvent.click(screen.getByTestId('book-submit'));
    });
    await screen.findByText('这个手机号不能接收短信');
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(phoneInput().value).toBe('13812345678');
    expect(posted()[0]?.toString()).toBe('trip_id=7&seats=2&phone=13812345678');

    // A refusal of the booking itself reads as the form's sentence.
    bookReplies = [fail(409, '剩下的座位不够 2 个了')];
    await waitOutButtonPause();
    await act(async () => {
      fireEvent.click(screen.getByTestId('book-submit'));
    });
    expect((await screen.findByTestId('book-error')).textContent).toBe('剩下的座位不够 2 个了');
    expect(screen.getByTestId('seats-value').textContent).toBe('2');

    bookReplies = [booking()];
    await waitOutButtonPause();
    await act(async () => {
      fireEvent.click(screen.getByTestId('book-submit'));
    });
    await waitFor(() => expect(screen.getByTestId('my-booking').dataset.status).toBe('pending'));
    expect(screen.getByTestId('trip-seats-left').textContent).toContain('余 1');
  });
});
