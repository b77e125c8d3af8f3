import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { read, write } from '../../lib/storage';
import { NoticeBar } from './notice-bar';

const notice = (id: number, title: string) => ({
  id,
  title,
  content: '',
  link: null,
  created_at: '2026-11-20T08:00:00Z',
});

/** The switch call answers with `current` once `release` is called, as a slow network would. */
function setup(current: ReturnType<typeof notice> | null) {
  let release = () => {};
  const answered = new Promise<void>((r) => {
    release = r;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await answered;
      const data = { is_gzh: 1, is_reg: 0, notice: current };
      return new Response(JSON.stringify({ code: 200, status: 1, msg: 'ok', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const router = createMemoryRouter([{ path: '/', element: <NoticeBar /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return release;
}

describe("home's notice bar", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the notice seen last at once, then the current one, which it keeps for next time', async () => {
    write('noticeData', notice(3, '考场周末暂停开放'));
    const release = setup(notice(4, '元旦假期约考安排'));
    expect(screen.getByRole('note').textContent).toContain('考场周末暂停开放');
    release();
    expect((await screen.findByText('元旦假期约考安排')).closest('[role="note"]')).not.toBeNull();
    expect(read('noticeData')?.id).toBe(4);
  });

  it('shows nothing once the server has no notice, and a dismissed notice stays away', async () => {
    write('noticeData', notice(3, '考场周末暂停开放'));
    const release = setup(null);
    release();
    await vi.waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(read('noticeData')).toBeNull();
    cleanup();

    const again = setup(notice(5, '科目二考场路线调整'));
    again();
    fireEvent.click(await screen.findByRole('button', { name: '关闭公告' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(read('noticeId')).toBe(5);
  });
});
