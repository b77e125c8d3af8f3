import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { useSession } from '../../lib/session';
import { fail, type StubFailure, stub, stubApi } from '../../test/api-stub';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import { renderRoutes } from '../../test/render-routes';
import PracticePage from './practice-page';
import { application, siteField } from './test-fixtures';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

let applyReplies: (ApiData<'POST /v2/k2/kc-apply'> | StubFailure)[] = [];
let api: ReturnType<typeof stubApi>;
const posted = () =>
  api.calls('POST /v2/k2/kc-apply').map((c) => new URLSearchParams(c.body as Record<string, string>));
let held: ReturnType<typeof application>[] = [];
const slotsAsked: string[] = [];

function setup() {
  api = stubApi(
    stub('GET /v2/k2/info', { field: siteField(), items: [], panoramas: 0, videos: 0, interactive: 0 }),
    stub('GET /v2/k2/kc-slots', ({ query }) => {
      slotsAsked.push(query.get('date') ?? '');
      return [
        { slot: '08:00-10:00', capacity: 6, left: 2 },
        { slot: '10:00-12:00', capacity: 6, left: 0 },
      ];
    }),
    stub('GET /v2/k2/kc-list', () => held),
    stub('POST /v2/k2/kc-cancel', () => {
      held = held.map((a) => ({ ...a, status: 'cancelled' as const, cancellable: false }));
      return held[0] ?? fail(404, 'none held');
    }),
    stub('POST /v2/k2/kc-apply', ({ body }) => {
      const next = applyReplies.shift() ?? fail(500, 'no reply');
      if (!('failure' in next)) held = [application({ date: String(body.date ?? '') })];
      return next;
    }),
  );
  renderRoutes([{ path: '/k2vr/practice', element: <PracticePage /> }], '/k2vr/practice?field_id=3');
}

const phoneInput = () => screen.getByTestId('practice-phone') as HTMLInputElement;
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByTestId('practice-submit'));
  });

describe("applying for on-site practice ('/k2vr/practice')", () => {
  beforeEach(() => {
    slotsAsked.length = 0;
    held = [];
    useSession.setState({ status: 2, token: 'tok-1' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers 14 days and the slots with places, names what is missing, keeps what was typed through refusals', async () => {
    useButtonClock();
    setup();
    await screen.findByText('朝阳东坝考场');
    expect(await screen.findByTestId('applications-empty')).toBeTruthy();
    const days = screen.getAllByTestId('practice-day');
    expect(days).toHaveLength(14);

    // Nothing chosen: said beside the day and the phone, nothing sent.
    await submit();
    expect(screen.getByText('请选择日期')).toBeTruthy();
    expect(screen.getByText('请输入 11 位手机号码')).toBeTruthy();
    expect(posted()).toHaveLength(0);

    const day = days[2] as HTMLElement;
    fireEvent.click(day);
    const slots = await screen.findAllByTestId('practice-slot');
    expect(slotsAsked).toEqual([day.dataset.date]);
    // A full slot cannot be chosen.
    expect((slots[1] as HTMLButtonElement).disabled).toBe(true);
    expect(slots[1]?.textContent).toContain('已约满');
    expect(slots[0]?.textContent).toContain('余 2 / 6');
    fireEvent.click(slots[0] as HTMLElement);
    fireEvent.change(phoneInput(), { target: { value: '138 1234 5678' } });
    expect(phoneInput().value).toBe('13812345678');

    // The server names the phone: its sentence goes beside it, and nothing typed is lost.
    applyReplies = [fail(400, '这个号码不能接收短信', { errors: { phone: '这个号码不能接收短信' } })];
    await waitOutButtonPause();
    await submit();
    await screen.findByText('这个号码不能接收短信');
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(phoneInput().value).toBe('13812345678');
    expect(posted()[0]?.toString()).toBe(`field_id=3&date=${day.dataset.date}&slot=08%3A00-10%3A00&phone=13812345678`);

    // The slot filled meanwhile: said beside the slot; the slots are asked again.
    applyReplies = [fail(409, '这个时段已约满', { left: 0, errors: { slot: '这个时段已约满' } })];
    await waitOutButtonPause();
    await submit();
    await screen.findByText('这个时段已约满');
    await waitFor(() => expect(slotsAsked.length).toBeGreaterThan(1));
    expect(phoneInput().value).toBe('13812345678');

    // Through: the application shows, pending; the phone stays for the next one.
    applyReplies = [application()];
    await waitOutButtonPause();
    await submit();
    await waitFor(() => expect(screen.getByTestId('application').dataset.status).toBe('pending'));
    expect(screen.getByTestId('application').textContent).toContain('待审核');
    expect(phoneInput().value).toBe('13812345678');
  });

  it('shows an operator’s decision with their reply', async () => {
    held = [application({ status: 'approved', reply: '请提前十分钟到南门登记', decided_at: '2026-11-28T02:00:00Z' })];
    setup();
    const row = await screen.findByTestId('application');
    expect(row.dataset.status).toBe('approved');
    expect(row.textContent).toContain('已通过');
    expect(screen.getByTestId('application-reply').textContent).toBe('考场回复：请提前十分钟到南门登记');
  });

  it('withdraws an application after asking; one that can no longer be withdrawn offers nothing', async () => {
    held = [application({ status: 'approved' }), application({ id: 22, status: 'rejected', cancellable: false })];
    setup();
    await waitFor(() => expect(screen.getAllByTestId('application')).toHaveLength(2));
    expect(screen.getAllByTestId('application-cancel')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('application-cancel'));
    expect(screen.getByRole('alertdialog').textContent).toContain('取消 2026-12-01 08:00-10:00 的练车预约？');
    await act(async () => {
      fireEvent.click(screen.getByTestId('application-cancel-confirm'));
    });
    await waitFor(() => expect(screen.getAllByTestId('application')[0]?.dataset.status).toBe('cancelled'));
    expect(screen.getAllByTestId('application')[0]?.textContent).toContain('已取消');
    expect(screen.queryByTestId('application-cancel')).toBeNull();
  });
});
