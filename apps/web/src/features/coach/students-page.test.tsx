import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import type { Student } from './coach-api';
import StudentsPage from './students-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const sharing: Student = {
  id: 11,
  uid: '100011',
  nickname: '小李',
  head_portrait: '',
  bound_at: '2026-03-04T02:00:00Z',
  bound_via: 'login',
  phone: '138****5678',
  field_id: 3,
  field_name: '朝阳考场',
  share_progress: true,
  progress: {
    subjects: [
      { subject: 1, done: 120, right: 96, exams: 3, best: 92, last: 88, last_at: '2026-03-05T02:00:00Z' },
      { subject: 4, done: 0, right: 0, exams: 0, best: null, last: null, last_at: null },
    ],
  },
};
const withheld: Student = {
  id: 12,
  uid: '100012',
  nickname: '小王',
  head_portrait: '',
  bound_at: '2026-03-01T02:00:00Z',
  bound_via: 'order',
  phone: null,
  field_id: null,
  field_name: null,
  share_progress: false,
  progress: null,
};

function setup(list = [sharing, withheld]) {
  const api = stubApi(
    stub('GET /v1/coach/stus', ({ query }) => {
      const q = query.get('q');
      const found = q ? list.filter((s) => s.nickname.includes(q) || s.uid === q) : list;
      return { total: found.length, page: 1, num: 15, list: found };
    }),
    stub('GET /v1/coach/stu', ({ query }) => {
      const s = list.find((x) => String(x.id) === query.get('id'));
      if (!s) return fail(404, '出错了');
      return {
        ...s,
        consent_at: s.share_progress ? '2026-03-04T03:00:00Z' : null,
        orders: 1,
        spent: 29800,
        earned: 5960,
      };
    }),
  );
  renderRoutes([{ path: '/user-list', element: <StudentsPage /> }], '/user-list');
  return api;
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
    const api = setup();
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
    expect(api.calls('GET /v1/coach/stus').some((c) => c.query.get('q') === '小李')).toBe(true);
  });

  it('invites the coach to share a poster when there are no students', async () => {
    setup([]);
    expect((await screen.findByTestId('students-empty')).textContent).toContain('还没有学员');
    expect(screen.getByRole('link', { name: '去发海报' }).getAttribute('href')).toBe('/poster/coach-poster');
  });
});
