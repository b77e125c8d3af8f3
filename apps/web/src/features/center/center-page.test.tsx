import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { remove, write } from '../../lib/storage';
import CenterPage from './center-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const reply = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, status: code === 200 ? 1 : 0, msg: code === 200 ? 'ok' : 'no', data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

function setup(unread: number) {
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/v1/user/my-coach') return reply(null);
    if (url.pathname === '/api/v1/user/notice-history') return reply({ total: 5, unread, page: 1, num: 1, list: [] });
    return reply(null, 404);
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/center', element: <CenterPage /> }], { initialEntries: ['/center'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetch };
}

/** Each group's links as "label → href", in order. */
function group(name: string): string[] {
  const nav = screen.getByRole('navigation', { name });
  return within(nav)
    .getAllByRole('link')
    .map((a) => `${a.querySelector('span')?.textContent} → ${a.getAttribute('href')}`);
}

describe("the student's centre ('/center')", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    remove('keType');
  });

  it('keeps the profile, coach and settings cards, and links to every page a student has beyond the tabs', async () => {
    setup(3);
    expect(await screen.findByTestId('my-coach')).toBeTruthy();
    expect(screen.getByText('语言')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(group('学习与课程')).toEqual([
      '考试记录 → /ke/history?subject=1',
      '错题本与收藏 → /ke/book?subject=1',
      '我的课程与订单 → /Indent',
    ]);
    expect(group('消息与心愿')).toEqual(['通知 → /notice-history', '学车心愿 → /wish']);
    expect(group('帮助与关于')).toEqual([
      '使用帮助 → /app-help-list',
      '帮助视频 → /help-video-app',
      '联系客服 → /service',
      '关于我们 → /about',
    ]);
  });

  it('counts the unread notices beside their link, asking for one row of the history only', async () => {
    const { fetch } = setup(3);
    const badge = await screen.findByTestId('unread-notices');
    expect(badge.textContent).toBe('3 条未读');
    expect(badge.closest('a')?.getAttribute('href')).toBe('/notice-history');
    const asked = fetch.mock.calls.map(([u]) => String(u)).find((u) => u.includes('notice-history'));
    expect(asked).toContain('page=1');
    expect(asked).toContain('num=1');
  });

  it('shows no count when everything is read', async () => {
    const { fetch } = setup(0);
    await vi.waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).includes('notice-history'))).toBe(true));
    await screen.findByText(/未绑定/);
    // Both answers are in: the count, had there been one, would show by now.
    await act(async () => {});
    expect(screen.queryByTestId('unread-notices')).toBeNull();
  });

  it('opens the theory records on the subject the student last chose', async () => {
    write('keType', 4);
    setup(0);
    await screen.findByTestId('my-coach');
    expect(group('学习与课程').slice(0, 2)).toEqual([
      '考试记录 → /ke/history?subject=4',
      '错题本与收藏 → /ke/book?subject=4',
    ]);
  });
});
