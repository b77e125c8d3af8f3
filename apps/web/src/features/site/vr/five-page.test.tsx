import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { stub, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-routes';
import { yardHistory } from '../../../test/yard-history';
import FivePage from './five-page';
import { five } from './test-fixtures';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

/** The hill driven four times, twice passed, the last two failed: weak; parallel parking passed three times. */
const driven = yardHistory({
  hill_start: {
    runs: 4,
    passes: 2,
    best_score: 100,
    weak: true,
    last: {
      passed: false,
      score: 0,
      fault: { rule: '前保险杠距停车线超过50厘米', detail: '前保险杠距停车线80厘米' },
      created_at: '2026-12-02T08:00:00.000Z',
    },
  },
  parallel_parking: { runs: 3, passes: 3, best_score: 90, weak: false },
});

function setup(signedIn: boolean) {
  if (signedIn) useSession.setState({ status: 2, token: 'tok-1' });
  const api = stubApi(stub('GET /v2/k2/five', five()), stub('GET /v2/k2/yard-runs', driven));
  renderRoutes([{ path: '/k2vr', element: <FivePage /> }], '/k2vr?field_id=3');
  return api;
}

const panel = (key: string) => screen.getByTestId(`five-${key}`);
const hrefOf = (el: HTMLElement) => el.getAttribute('href');

describe("the subject-two hub ('/k2vr')", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ status: 0, token: undefined });
  });

  it("shows each item's best score and runs, flags the weak ones, and links to drive each and the whole exam", async () => {
    const api = setup(true);
    expect(await screen.findByTestId('record-hill_start')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '第 1 项 · 倒车入库',
      '第 2 项 · 坡道定点停车和起步',
      '第 3 项 · 侧方停车',
      '第 4 项 · 曲线行驶',
      '第 5 项 · 直角转弯',
    ]);

    const hill = within(panel('hill_start')).getByTestId('record-hill_start');
    expect(hill.textContent).toBe('最好 100 分 · 练过 4 次待加强上次：前保险杠距停车线80厘米');
    expect(within(hill).getByText('待加强')).toBeTruthy();
    // Passed every time: the record, no badge.
    expect(within(panel('parallel_parking')).getByTestId('record-parallel_parking').textContent).toBe(
      '最好 90 分 · 练过 3 次',
    );
    expect(within(panel('reverse_parking')).getByTestId('record-reverse_parking').textContent).toBe('还没练过');
    expect(screen.getAllByText('待加强')).toHaveLength(1);

    const drive = within(panel('hill_start')).getByRole('link', { name: '练车 ›' });
    expect(hrefOf(drive)).toBe('/k2vr/drive?field_id=3&item=hill_start');
    expect(hrefOf(screen.getByRole('link', { name: '整套模拟 ›' }))).toBe('/k2vr/drive?field_id=3&item=all');
    // The field the page shows is the one asked about.
    expect(api.calls('GET /v2/k2/yard-runs')[0]?.query.get('field_id')).toBe('3');
  });

  it("keeps each record's line while the drives load, so the items below do not move when they come", async () => {
    useSession.setState({ status: 2, token: 'tok-1' });
    let answer: (reply: typeof driven) => void = () => undefined;
    stubApi(
      stub('GET /v2/k2/five', five()),
      stub('GET /v2/k2/yard-runs', () => new Promise<typeof driven>((resolve) => (answer = resolve))),
    );
    renderRoutes([{ path: '/k2vr', element: <FivePage /> }], '/k2vr?field_id=3');
    await screen.findByText('第 1 项 · 倒车入库');
    const keys = ['reverse_parking', 'hill_start', 'parallel_parking', 'curve', 'right_angle_turn'];
    for (const key of keys) {
      const held = panel(key).querySelectorAll('p[aria-hidden="true"]');
      expect(held, key).toHaveLength(1);
      // In the line's place: after the heading, before the sizes.
      expect(held[0]?.previousElementSibling?.tagName, key).toBe('H2');
    }
    answer(driven);
    expect(await screen.findByTestId('record-reverse_parking')).toBeTruthy();
    for (const key of keys) expect(panel(key).querySelectorAll('p[aria-hidden="true"]'), key).toHaveLength(0);
  });

  it('shows a visitor the items and the ways to drive them, without asking for a history', async () => {
    const api = setup(false);
    await screen.findByText('第 1 项 · 倒车入库');
    for (const key of ['reverse_parking', 'hill_start', 'parallel_parking', 'curve', 'right_angle_turn']) {
      expect(hrefOf(within(panel(key)).getByRole('link', { name: '练车 ›' }))).toBe(
        `/k2vr/drive?field_id=3&item=${key}`,
      );
    }
    expect(hrefOf(screen.getByRole('link', { name: '整套模拟 ›' }))).toBe('/k2vr/drive?field_id=3&item=all');
    expect(screen.queryByTestId('record-hill_start')).toBeNull();
    expect(screen.queryByText('待加强')).toBeNull();
    expect(api.calls('GET /v2/k2/yard-runs')).toHaveLength(0);
  });
});
