import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import SchoolPage from './school-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const reply = (data: unknown, code = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code, status: code === 200 ? 1 : 0, msg, data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

const other = { id: 3, name: '朝阳驾校', city: '北京', address: '朝阳路 9 号', phone: '', intro: '', mine: false };
const info = (school: unknown) => ({
  profile: true,
  real_name: '张三明',
  phone: '139****5678',
  nickname: '王教练',
  photo: '',
  cert_status: 'none',
  cert_reason: '',
  certified_at: null,
  did: 'Did12345',
  school,
});

function setup() {
  let school: unknown = null;
  const posts: { path: string; body: string }[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const u = new URL(input, 'http://x');
    if (init?.method === 'POST') posts.push({ path: u.pathname, body: String(init.body) });
    if (u.pathname === '/api/v3/school/coach-info') return reply(info(school));
    if (u.pathname === '/api/v1/coach/all-school') return reply({ total: 1, page: 1, num: 30, list: [other] });
    if (u.pathname === '/api/v3/school/form') {
      school = other;
      return reply({ school: other });
    }
    if (u.pathname === '/api/v3/school/edit') {
      const form = new URLSearchParams(String(init?.body));
      school = {
        ...other,
        id: 9,
        name: form.get('name'),
        city: form.get('city'),
        phone: form.get('phone'),
        mine: true,
      };
      return reply(school);
    }
    return reply(null, 404, 'not found');
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/coach-addsch', element: <SchoolPage /> }], {
    initialEntries: ['/coach-addsch'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { posts };
}

describe("the coach's school ('/coach-addsch')", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('picks an existing school', async () => {
    const { posts } = setup();
    expect((await screen.findByTestId('school-current')).textContent).toContain('还没有设置驾校');
    await screen.findByText('朝阳驾校');
    await act(async () => {
      fireEvent.click(screen.getByTestId('school-pick'));
    });
    expect(posts).toEqual([{ path: '/api/v3/school/form', body: 'school_id=3' }]);
    expect((await screen.findByTestId('school-current')).textContent).toContain('朝阳驾校');
    expect(screen.getByTestId('school-pick').textContent).toBe('当前');
  });

  it('checks the form before sending, then adds the school', async () => {
    useButtonClock();
    const { posts } = setup();
    await screen.findByTestId('school-current');
    fireEvent.click(screen.getByTestId('school-add'));
    const form = screen.getByTestId('school-form');
    fireEvent.change(screen.getByTestId('school-name'), { target: { value: '海' } });
    fireEvent.change(screen.getByTestId('school-phone'), { target: { value: '12345' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('school-submit'));
    });
    expect(form.textContent).toContain('驾校名称需要 2–40 个字');
    expect(form.textContent).toContain('城市需要 2–20 个字');
    expect(form.textContent).toContain('请填写手机号或带区号的座机号');
    expect(posts).toEqual([]);
    await waitOutButtonPause();

    fireEvent.change(screen.getByTestId('school-name'), { target: { value: '海淀驾校' } });
    fireEvent.change(screen.getByTestId('school-city'), { target: { value: '北京' } });
    fireEvent.change(screen.getByTestId('school-phone'), { target: { value: '010-6234 5678' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('school-submit'));
    });
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(posts[0]?.body))).toEqual({
      name: '海淀驾校',
      city: '北京',
      address: '',
      phone: '010-62345678',
      intro: '',
    });
    const current = await screen.findByTestId('school-current');
    expect(current.textContent).toContain('海淀驾校');
    expect(screen.getByRole('button', { name: /编辑/ })).toBeTruthy();
  });
});
