import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, stub, stubApi } from '../../test/api-stub';
import NoticeHistoryPage from './notice-history-page';
import NoticeInfoPage, { inAppPath } from './notice-info-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const notice = (id: number, read: boolean) => ({
  id,
  title: `公告 ${id}`,
  content: `第一行 ${id}\n第二行`,
  link: id === 3 ? '/ke' : null,
  created_at: '2026-10-01T02:00:00Z',
  read,
});

function setup(url: string) {
  const read = new Set<number>([1]);
  const api = stubApi(
    stub('GET /v1/user/notice-history', () => {
      const list = [3, 2, 1].map((id) => notice(id, read.has(id)));
      return { total: 3, page: 1, num: 20, list, unread: list.filter((n) => !n.read).length };
    }),
    stub('GET /v1/user/notice', ({ query }) => {
      const id = Number(query.get('id'));
      if (id > 3) return fail(404, 'no');
      read.add(id);
      const { read: _, ...rest } = notice(id, true);
      return rest;
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes: { path: string; element: ReactNode }[] = [
    { path: '/notice-history', element: <NoticeHistoryPage /> },
    { path: '/noticeINfo/:id', element: <NoticeInfoPage /> },
    { path: '/ke', element: <p>theory hub</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router };
}

describe('notices', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('marks unread notices, and one opened shows read when back in the list', async () => {
    const { router } = setup('/notice-history');
    const items = await screen.findAllByTestId('notice-item');
    expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    expect(screen.getByTestId('unread-count').textContent).toBe('2 条未读');
    expect(items[1]?.querySelector('a')?.getAttribute('href')).toBe('/noticeINfo/2');

    await act(async () => {
      fireEvent.click(items[1]?.querySelector('a') as HTMLElement);
    });
    expect(await screen.findByRole('heading', { level: 1, name: '公告 2' })).toBeTruthy();
    expect(screen.getByTestId('notice-content').textContent).toBe('第一行 2\n第二行');
    expect(screen.queryByTestId('notice-link')).toBeNull();

    await act(async () => {
      await router.navigate(-1);
    });
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('notice-item').map((i) => i.getAttribute('data-read'))).toEqual([
        'false',
        'true',
        'true',
      ]),
    );
    expect(screen.getByTestId('unread-count').textContent).toBe('1 条未读');
  });

  it('follows a notice link inside the app', async () => {
    const { router } = setup('/noticeINfo/3');
    await screen.findByRole('heading', { level: 1, name: '公告 3' });
    await act(async () => {
      fireEvent.click(screen.getByTestId('notice-link'));
    });
    expect(router.state.location.pathname).toBe('/ke');
  });

  it('says when a notice does not exist', async () => {
    setup('/noticeINfo/99');
    expect(await screen.findByText('这条公告不存在或已撤下')).toBeTruthy();
  });

  it('accepts only in-app links', () => {
    expect(inAppPath('/ke?subject=4', 'https://a.test')).toBe('/ke?subject=4');
    expect(inAppPath('https://a.test/center#x', 'https://a.test')).toBe('/center#x');
    expect(inAppPath('https://evil.test/', 'https://a.test')).toBeUndefined();
    expect(inAppPath('//evil.test/', 'https://a.test')).toBeUndefined();
    expect(inAppPath('javascript:alert(1)', 'https://a.test')).toBeUndefined();
    expect(inAppPath(null, 'https://a.test')).toBeUndefined();
  });
});
