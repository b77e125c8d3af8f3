import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StudentsPage from './students-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const reply = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, status: code === 200 ? 1 : 0, msg: code === 200 ? 'ok' : '出错了', data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

const sharing = {
  id: 11,
  uid: '100011',
  nickname: '小李',
  head_portrait: '',
  bound_at: '2026-03-04T02:00:00Z',
  bound_via: 'login',
  phone: '138****5678',
  field_name: '朝阳考场',
  share_progress: true,
  progress: {
    subjects: [
      { subject: 1, done: 120, right: 96, exams: 3, best: 92, last: 88, last_at: '2026-03-05T02:00:00Z' },
      { subject: 4, done: 0, right: 0, exams: 0, best: null, last: null, last_at: null },
    ],
  },
};
const withheld = {
  id: 12,
  uid: '100012',
  nickname: '小王',
  head_portrait: '',
  bound_at: '2026-03-01T02:00:00Z',
  bound_via: 'order',
  phone: null,
  field_name: null,
  share_progress: false,
  progress: null,
};

function setup(list = [sharing, withheld]) {
  const fetch = vi.fn(async (input: string) => {
    const u = new URL(input, 'http://x');
    if (u.pathname === '/api/v1/coach/stus') {
      const q = u.searchParams.get('q');
      const found = q ? list.filter((s) => s.nickname.includes(q) || s.uid === q) : list;
      return reply({ total: found.length, page: 1, num: 15, list: found });
    }
    if (u.pathname === '/api/v1/coach/stu') {
      const s = list.find((x) => String(x.id) === u.searchParams.get('id'));
      if (!s) return reply(null, 404);
      return reply({
        ...s,
        consent_at: s.share_progress ? '2026-03-04T03:00:00Z' : null,
        orders: 1,
        spent: 29800,
        earned: 5960,
      });
    }
    return reply(null, 404);
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/user-list', element: <StudentsPage /> }], {
    initialEntries: ['/user-list'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetch };
}

const row = (id: number) => {
  const el = screen.getAllByTestId('student-row').find((r) => r.getAttribute('data-user-id') === String(id));
  if (!el) throw new Error(`no row for ${id}`);
  return el;
};

describe("the coach's students (/user-list)", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows progress for a student who shares it and "not shared" for one who does not', async () => {
    setup();
    expect(await screen.findAllByTestId('student-row')).toHaveLength(2);
    expect(screen.getByTestId('student-total').textContent).toBe('共 2 名学员');

    const shared = within(row(11));
    expect(shared.getByText('小李')).toBeTruthy();
    expect(shared.getByText(/138\*\*\*\*5678/)).toBeTruthy();
    const progress = shared.getByTestId('student-progress').textContent;
    expect(progress).toContain('科目一 已练 120 题，正确率 80%');
    expect(progress).toContain('模考 3 次，最高 92 分，最近 88 分');
    expect(progress).toContain('科目四 还没练题');
    expect(shared.queryByTestId('progress-hidden')).toBeNull();

    const hidden = within(row(12));
    expect(hidden.getByTestId('progress-hidden').textContent).toBe('未授权查看进度');
    expect(hidden.queryByTestId('student-progress')).toBeNull();
    expect(hidden.getByText(/未绑定手机/)).toBeTruthy();
    // Nothing of the withheld student's practice is on the page.
    expect(row(12).textContent).not.toMatch(/已练|模考/);
  });

  it('opens one student’s details and searches by nickname', async () => {
    const { fetch } = setup();
    await screen.findAllByTestId('student-row');
    await act(async () => {
      fireEvent.click(within(row(12)).getByRole('button', { name: '详情' }));
    });
    const detail = await within(row(12)).findByTestId('student-detail');
    expect(detail.textContent).toContain('下单时');
    expect(detail.textContent).toContain('未同意分享');
    expect(detail.textContent).toContain('1 单，实付 ¥298.00，你获得 ¥59.60');

    fireEvent.change(screen.getByTestId('student-search'), { target: { value: '小李' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    });
    expect(await screen.findByText('“小李”找到 1 名学员')).toBeTruthy();
    expect(screen.getAllByTestId('student-row').map((r) => r.getAttribute('data-user-id'))).toEqual(['11']);
    expect(fetch.mock.calls.map(([u]) => String(u)).some((u) => u.includes('q=%E5%B0%8F%E6%9D%8E'))).toBe(true);
  });

  it('invites the coach to share a poster when there are no students', async () => {
    setup([]);
    expect((await screen.findByTestId('students-empty')).textContent).toContain('还没有学员');
    expect(screen.getByRole('link', { name: '去发海报' }).getAttribute('href')).toBe('/poster/coach-poster');
  });
});
