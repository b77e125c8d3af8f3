import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import PointsPage from './points-page';

/** The standing as the API sends it: every rate in basis points. */
const upLevel = {
  points: 320,
  level: 2,
  bonus_bp: 200,
  l1_bp: 2200,
  next: { level: 3, points: 1000, bonus_bp: 550, need: 680 },
  levels: [
    { level: 1, points: 0, bonus_bp: 0 },
    { level: 2, points: 200, bonus_bp: 200 },
    { level: 3, points: 1000, bonus_bp: 550 },
  ],
  rules: { student_bound: 10, coach_recruited: 50, per_yuan: 1 },
};

function setup() {
  stubApi(stub('GET /v1/coach/up-dj', upLevel));
  renderRoutes([{ path: '/coach-integral', element: <PointsPage /> }], '/coach-integral');
}

describe("the coach's points ('/coach-integral')", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the commission rate and the bonuses as percentages of the basis points the API sends', async () => {
    setup();
    expect((await screen.findByTestId('next-level')).textContent).toBe('再得 680 积分升到 Lv.3，直推佣金比例 +5.5%');
    expect(screen.getByText('当前直推佣金比例 22%')).toBeTruthy();
    const bonuses = screen.getAllByRole('row').map((r) => r.lastElementChild?.textContent);
    expect(bonuses).toEqual(['直推佣金加成', '—', '+2%', '+5.5%']);
  });
});
