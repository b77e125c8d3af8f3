import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import KtPage from './kt-page';
import SettingsPage from './settings-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const reply = (data: unknown, code = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code, status: code === 200 ? 1 : 0, msg, data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

type Handler = (url: URL, init?: RequestInit) => Response | undefined;

function setup(path: string, element: ReactNode, handler: Handler) {
  const fetch = vi.fn(
    async (input: string, init?: RequestInit) => handler(new URL(input, 'http://x'), init) ?? reply(null, 404),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetch };
}

const posts = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => String(init?.body));

describe('SMS settings (/coach-setting)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves a switch as soon as it is turned', async () => {
    let saved = { newStudent: true, newOrder: true, withdrawal: true };
    const { fetch } = setup('/coach-setting', <SettingsPage />, (u, init) => {
      if (u.pathname !== '/api/v1/coach/setting') return undefined;
      if (init?.method === 'POST') {
        const form = new URLSearchParams(String(init.body));
        saved = {
          newStudent: form.get('newStudent') === 'true',
          newOrder: form.get('newOrder') === 'true',
          withdrawal: form.get('withdrawal') === 'true',
        };
      }
      return reply({ has_profile: true, settings: saved });
    });
    const order = await screen.findByTestId('sms-setting-newOrder');
    expect(order.getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(order);
    });
    await vi.waitFor(() =>
      expect(screen.getByTestId('sms-setting-newOrder').getAttribute('aria-checked')).toBe('false'),
    );
    expect(posts(fetch)).toEqual(['newStudent=true&newOrder=false&withdrawal=true']);
    expect(screen.getByTestId('sms-setting-newStudent').getAttribute('aria-checked')).toBe('true');
  });

  it('asks for a verified phone first and keeps the switches off until then', async () => {
    setup('/coach-setting', <SettingsPage />, (u) =>
      u.pathname === '/api/v1/coach/setting'
        ? reply({ has_profile: false, settings: { newStudent: true, newOrder: true, withdrawal: true } })
        : undefined,
    );
    const note = await screen.findByTestId('sms-need-phone');
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/coach-phone-verify');
    for (const key of ['newStudent', 'newOrder', 'withdrawal']) {
      expect((screen.getByTestId(`sms-setting-${key}`) as HTMLButtonElement).disabled).toBe(true);
    }
  });
});

describe('theory-course applications (/coach-kt-list)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the form, sends it, and lists the application with its status', async () => {
    useButtonClock();
    const list: unknown[] = [];
    const { fetch } = setup('/coach-kt-list', <KtPage />, (u, init) => {
      if (u.pathname === '/api/v1/user/field') return reply(null);
      if (u.pathname === '/api/v3/apply/list') return reply({ total: list.length, page: 1, num: 15, list });
      if (u.pathname === '/api/v3/apply/kt' && init?.method === 'POST') {
        const form = new URLSearchParams(String(init.body));
        if (form.get('student_phone') === '13800000000') {
          return reply({ errors: {} }, 409, '已为该学员提交过科目四的开通申请，请等待审核');
        }
        list.unshift({
          id: 5,
          kind: 'kt',
          name: form.get('student_name'),
          phone: form.get('student_phone'),
          subject: Number(form.get('subject')),
          field_name: null,
          student: null,
          note: form.get('note'),
          status: 'pending',
          reason: '',
          created_at: '2026-03-07T02:00:00Z',
        });
        return reply({ id: 5, status: 'pending' });
      }
      return undefined;
    });
    expect(await screen.findByText('还没有开通理论的申请。')).toBeTruthy();
    const form = screen.getByTestId('kt-form');

    // Bad input is caught before anything is sent.
    await act(async () => {
      fireEvent.click(screen.getByTestId('kt-submit'));
    });
    expect(within(form).getByText('请填写 2–20 个字的学员姓名')).toBeTruthy();
    expect(within(form).getByText('请填写 11 位手机号')).toBeTruthy();
    expect(posts(fetch)).toEqual([]);
    await waitOutButtonPause();

    fireEvent.change(within(form).getByLabelText('学员姓名'), { target: { value: '王小明' } });
    fireEvent.change(within(form).getByLabelText('学员手机号'), { target: { value: '138-0013-8000' } });
    fireEvent.click(within(form).getByLabelText('科目四'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('kt-submit'));
    });
    const row = await screen.findByTestId('kt-row');
    expect(row.getAttribute('data-status')).toBe('pending');
    expect(row.textContent).toContain('王小明');
    expect(row.textContent).toContain('开通科目四');
    expect(row.textContent).toContain('待审核');
    expect(posts(fetch)).toEqual([
      'student_name=%E7%8E%8B%E5%B0%8F%E6%98%8E&student_phone=13800138000&subject=4&note=',
    ]);

    // A refusal from the server is said as the server words it; the list is unchanged.
    await waitOutButtonPause();
    fireEvent.change(within(form).getByLabelText('学员姓名'), { target: { value: '王小明' } });
    fireEvent.change(within(form).getByLabelText('学员手机号'), { target: { value: '13800000000' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('kt-submit'));
    });
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('已为该学员提交过科目四的开通申请，请等待审核', 'fail'));
    expect(screen.getAllByTestId('kt-row')).toHaveLength(1);
  });
});
