import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { toast } from '../../lib/toast';
import { fail, type Stub, stub, stubApi } from '../../test/api-stub';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import { renderRoutes } from '../../test/render-routes';
import KtPage from './kt-page';
import SettingsPage from './settings-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

type Application = ApiData<'GET /v3/apply/list'>['list'][number];

function setup(path: string, element: ReactNode, ...stubs: Stub[]) {
  const api = stubApi(...stubs);
  renderRoutes([{ path, element }], path);
  return api;
}

/** The form bodies of every POST so far, as sent. */
const posts = (api: ReturnType<typeof stubApi>) =>
  api
    .calls()
    .filter((c) => c.route.startsWith('POST '))
    .map((c) => new URLSearchParams(c.body as Record<string, string>).toString());

describe('SMS settings (/coach-setting)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves a switch as soon as it is turned', async () => {
    let saved = { newStudent: true, newOrder: true, withdrawal: true };
    const api = setup(
      '/coach-setting',
      <SettingsPage />,
      stub('GET /v1/coach/setting', () => ({ has_profile: true, settings: saved })),
      stub('POST /v1/coach/setting', ({ body }) => {
        saved = {
          newStudent: body.newStudent === 'true',
          newOrder: body.newOrder === 'true',
          withdrawal: body.withdrawal === 'true',
        };
        return { has_profile: true, settings: saved };
      }),
    );
    const order = await screen.findByTestId('sms-setting-newOrder');
    expect(order.getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(order);
    });
    await vi.waitFor(() =>
      expect(screen.getByTestId('sms-setting-newOrder').getAttribute('aria-checked')).toBe('false'),
    );
    expect(posts(api)).toEqual(['newStudent=true&newOrder=false&withdrawal=true']);
    expect(screen.getByTestId('sms-setting-newStudent').getAttribute('aria-checked')).toBe('true');
  });

  it('asks for a verified phone first and keeps the switches off until then', async () => {
    setup(
      '/coach-setting',
      <SettingsPage />,
      stub('GET /v1/coach/setting', {
        has_profile: false,
        settings: { newStudent: true, newOrder: true, withdrawal: true },
      }),
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
    const list: Application[] = [];
    const api = setup(
      '/coach-kt-list',
      <KtPage />,
      stub('GET /v1/user/field', null),
      stub('GET /v3/apply/list', () => ({ total: list.length, page: 1, num: 15, list })),
      stub('POST /v3/apply/kt', ({ body }) => {
        if (body.student_phone === '13800000000') {
          return fail(409, '已为该学员提交过科目四的开通申请，请等待审核', { errors: {} });
        }
        list.unshift({
          id: 5,
          kind: 'kt',
          name: String(body.student_name),
          phone: String(body.student_phone),
          subject: Number(body.subject),
          field_name: null,
          student: null,
          note: String(body.note),
          status: 'pending',
          reason: '',
          created_at: '2026-03-07T02:00:00Z',
        });
        return { id: 5, status: 'pending' };
      }),
    );
    expect(await screen.findByText('还没有开通理论的申请。')).toBeTruthy();
    const form = screen.getByTestId('kt-form');

    // Bad input is caught before anything is sent.
    await act(async () => {
      fireEvent.click(screen.getByTestId('kt-submit'));
    });
    expect(within(form).getByText('请填写 2–20 个字的学员姓名')).toBeTruthy();
    expect(within(form).getByText('请填写 11 位手机号')).toBeTruthy();
    expect(posts(api)).toEqual([]);
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
    expect(posts(api)).toEqual(['student_name=%E7%8E%8B%E5%B0%8F%E6%98%8E&student_phone=13800138000&subject=4&note=']);

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
