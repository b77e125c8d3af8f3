import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import type { CoachCenter } from './coach-api';
import CoachCenterPage from './coach-center-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const center: CoachCenter = {
  id: 9,
  uid: '20260009',
  nickname: '王教练',
  real_name: '王建国',
  head_portrait: '',
  photo: null,
  phone: '138****0000',
  school: '东方驾校',
  cert_status: 'approved',
  level: 2,
  points: 320,
  balance: 12_800,
  counts: { students: 12, coaches: 2, orders: 7 },
};

const records = {
  orders: { total: 0, unpaid: 0, refunded: 0 },
  train: { total: 0, unpaid: 0, upcoming: 0, to_rate: 0 },
  train_coach: { listed: true, upcoming: 2 },
  pin: { total: 0, pending: 0, confirmed: 0 },
  pin_trips: { total: 4, upcoming: 1 },
  practice: { total: 0, latest: null },
  light: { exams: 0, passed: 0, best: null },
  vr: null,
  wishes: { total: 0 },
};

function setup() {
  stubApi(
    stub('GET /v1/coach/center', center),
    stub('GET /v1/user/records', records),
    stub('GET /v1/user/notice-history', { total: 4, unread: 2, page: 1, num: 1, list: [] }),
  );
  renderRoutes([{ path: '/coach-center', element: <CoachCenterPage /> }], '/coach-center');
}

describe("the coach's centre ('/coach-center')", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds notices (with the unread count), customer service, the wish wall and about to the help group', async () => {
    setup();
    expect(await screen.findByTestId('coach-standing')).toBeTruthy();
    const help = screen.getByRole('navigation', { name: '帮助' });
    const links = within(help)
      .getAllByRole('link')
      .map((a) => `${a.querySelector('span')?.textContent} → ${a.getAttribute('href')}`);
    expect(links).toEqual([
      '教练帮助 → /coach-help-list',
      '帮助视频 → /help-video',
      '通知 → /notice-history',
      '联系客服 → /service',
      '关于我们 → /about',
    ]);
    expect((await within(help).findByTestId('unread-notices')).textContent).toBe('2 条未读');
  });

  it("leads to the coach's coach-for-hire listing and bookings, their shuttle trips and their wishes, with states", async () => {
    setup();
    const nav = await screen.findByRole('navigation', { name: '我的预约与记录' });
    await within(nav).findByText('已上架 · 2 个待上课');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => `${a.querySelector('span')?.textContent} → ${a.getAttribute('href')}`),
    ).toEqual(['陪练服务 → /train/mine', '我发布的行程 → /pin/car-owner-fare-list', '我的心愿 → /wish?sort=mine']);
    expect(screen.getByTestId('record-pin-trips-state').textContent).toBe('1 个待出发');
  });
});
