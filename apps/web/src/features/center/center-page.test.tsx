import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import type { YardHistory } from '../../lib/queries';
import { remove, write } from '../../lib/storage';
import { stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import { yardHistory, yardRun } from '../../test/yard-history';
import CenterPage from './center-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const records: ApiData<'GET /v1/user/records'> = {
  orders: { total: 3, unpaid: 1, refunded: 1 },
  train: { total: 2, unpaid: 0, upcoming: 1, to_rate: 1 },
  train_coach: null,
  pin: { total: 1, pending: 0, confirmed: 1 },
  pin_trips: { total: 0, upcoming: 0 },
  practice: { total: 1, latest: { date: '2026-12-01', slot: '08:00-10:00', status: 'approved' } },
  light: { exams: 3, passed: 2, best: 95 },
  vr: { field_name: '朝阳东坝考场', has_yard: true, unlocked: false },
  wishes: { total: 2 },
};

function setup(unread: number, drives: YardHistory = yardHistory(), vr: (typeof records)['vr'] = records.vr) {
  const api = stubApi(
    stub('GET /v1/user/my-coach', null),
    stub('GET /v1/user/records', { ...records, vr }),
    stub('GET /v2/k2/yard-runs', drives),
    stub('GET /v1/user/notice-history', { total: 5, unread, page: 1, num: 1, list: [] }),
  );
  renderRoutes([{ path: '/center', element: <CenterPage /> }], '/center');
  return api;
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
    expect(group('学习')).toEqual([
      '考试记录 → /ke/history?subject=1',
      '错题本与收藏 → /ke/book?subject=1',
      '速记图谱与看图练习 → /atlas',
    ]);
    expect(group('通知与帮助')).toEqual([
      '通知 → /notice-history',
      '使用帮助 → /app-help-list',
      '帮助视频 → /help-video-app',
      '联系客服 → /service',
      '关于我们 → /about',
    ]);
  });

  it('leads to everything the student owns, each with its state', async () => {
    setup(0);
    const nav = await screen.findByRole('navigation', { name: '我的预约与记录' });
    await within(nav).findByText('1 笔待支付');
    const rows = within(nav)
      .getAllByRole('link')
      .map(
        (a) =>
          `${a.querySelector('span')?.textContent} → ${a.getAttribute('href')} : ${a.textContent
            ?.slice(a.querySelector('span')?.textContent?.length ?? 0)
            .replace('›', '')
            .trim()}`,
      );
    expect(rows).toEqual([
      '我的课程与订单 → /Indent : 1 笔待支付',
      '我的陪练 → /train/mine : 1 个待评价',
      '拼车出行记录 → /pin/travel-records : 1 个已确认',
      '场地练习预约 → /k2vr/practice : 12-01 08:00-10:00 已通过',
      '灯光成绩 → /light : 最高 95 分 · 2/3 次合格',
      '3D/VR 考场 → /vrland : 未开通 · 朝阳东坝考场',
      '我的心愿 → /wish?sort=mine : 我许了 2 个',
    ]);
  });

  it('counts the unread notices beside their link, asking for one row of the history only', async () => {
    const api = setup(3);
    const badge = await screen.findByTestId('unread-notices');
    expect(badge.textContent).toBe('3 条未读');
    expect(badge.closest('a')?.getAttribute('href')).toBe('/notice-history');
    const [asked] = api.calls('GET /v1/user/notice-history');
    expect(asked?.query.get('page')).toBe('1');
    expect(asked?.query.get('num')).toBe('1');
  });

  it('shows no count when everything is read', async () => {
    const api = setup(0);
    await vi.waitFor(() => expect(api.calls('GET /v1/user/notice-history').length).toBeGreaterThan(0));
    await screen.findByText(/未绑定/);
    // Both answers are in: the count, had there been one, would show by now.
    await act(async () => {});
    expect(screen.queryByTestId('unread-notices')).toBeNull();
  });

  it('opens the theory records on the subject the student last chose', async () => {
    write('keType', 4);
    setup(0);
    await screen.findByTestId('my-coach');
    expect(group('学习')).toEqual([
      '考试记录 → /ke/history?subject=4',
      '错题本与收藏 → /ke/book?subject=4',
      '速记图谱与看图练习 → /atlas',
    ]);
  });

  it("names the weak yard items with a link to drive each, and the hub with every item's record", async () => {
    const api = setup(
      0,
      yardHistory(
        {
          reverse_parking: { runs: 1, passes: 0, best_score: 0, weak: true },
          hill_start: { runs: 4, passes: 2, best_score: 100, weak: true },
          curve: { runs: 2, passes: 2, best_score: 100 },
        },
        [yardRun({ item: 'curve', passed: true, score: 100, faults: [] })],
      ),
    );
    await screen.findByTestId('yard-card');
    expect(group('科目二练车')).toEqual([
      '倒车入库 → /k2vr/drive?field_id=3&item=reverse_parking',
      '坡道定点停车和起步 → /k2vr/drive?field_id=3&item=hill_start',
      '五项成绩与练车 → /k2vr?field_id=3',
    ]);
    // Never passed, it says so rather than a best of 0.
    expect(screen.getByTestId('yard-weak-reverse_parking').textContent).toContain('待加强 · 还没通过');
    expect(screen.getByTestId('yard-weak-hill_start').textContent).toContain('待加强 · 最好 100 分');
    // The student's own field: the API picks it.
    expect(api.calls('GET /v2/k2/yard-runs')[0]?.query.get('field_id')).toBeNull();
  });

  it('shows the last drive to try again when nothing is weak', async () => {
    setup(
      0,
      yardHistory({ hill_start: { runs: 1, passes: 1, best_score: 90 } }, [yardRun({ item: 'hill_start', score: 90 })]),
    );
    await screen.findByTestId('yard-card');
    expect(group('科目二练车')).toEqual([
      '上次：坡道定点停车和起步 → /k2vr/drive?field_id=3&item=hill_start',
      '五项成绩与练车 → /k2vr?field_id=3',
    ]);
    expect(screen.getByTestId('yard-last').textContent).toContain('90 分 · 合格');
  });

  it('invites a first drive, from the first item in exam order', async () => {
    setup(0);
    await screen.findByTestId('yard-card');
    expect(group('科目二练车')).toEqual([
      '还没在 3D 考场练过车 → /k2vr/drive?field_id=3&item=reverse_parking',
      '五项成绩与练车 → /k2vr?field_id=3',
    ]);
    expect(screen.getByTestId('yard-first').textContent).toContain('从倒车入库开始');
  });

  it("shows no driving card when the student's field has no 3D yard, and does not ask", async () => {
    const api = setup(0, yardHistory(), { field_name: '浦东考场', has_yard: false, unlocked: false });
    await within(await screen.findByTestId('records')).findByText('浦东考场暂无 3D 考场');
    // The records are in: the card, had it been shown, would have asked by now.
    await act(async () => {});
    expect(screen.queryByTestId('yard-card')).toBeNull();
    expect(api.calls('GET /v2/k2/yard-runs')).toHaveLength(0);
  });
});
