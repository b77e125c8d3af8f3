import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import EarningsPage from './earnings-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    day: `2026-03-${String(i + 1).padStart(2, '0')}`,
    amount: i === n - 1 ? 5960 : i === n - 3 ? 1490 : 0,
    students: i === n - 1 ? 2 : 0,
  }));

const entry = (id: number, kind: string, level: 1 | 2, amount: number) => ({
  id,
  kind,
  level,
  amount,
  order_no: `2026030100000${id}`,
  order_title: '朝阳考场 科目二三课程',
  order_amount: 29800,
  student: '小李',
  sub_coach: level === 2 ? '赵教练' : null,
  created_at: '2026-03-07T02:00:00Z',
});

const entries = [
  entry(3, 'commission_l1', 1, 5960),
  entry(2, 'commission_l2', 2, 1490),
  entry(1, 'reversal_l1', 1, -2980),
];

function setup(overviewCode = 200) {
  const api = stubApi(
    stub('GET /v1/coach/earnings', ({ query }) => {
      if (overviewCode !== 200) return fail(overviewCode, '出错了');
      return {
        days: days(Number(query.get('days'))),
        totals: { today: 5960, month: 7450, all: 4470, l1: 2980, l2: 1490 },
        balance: 4470,
      };
    }),
    stub('GET /v1/coach/bene', ({ query }) => {
      const level = query.get('level');
      const list = level ? entries.filter((e) => String(e.level) === level) : entries;
      return { total: list.length, page: 1, num: 15, list, totals: { today: 0, month: 0, all: 0 } };
    }),
  );
  renderRoutes([{ path: '/coach-earnings', element: <EarningsPage /> }], '/coach-earnings');
  return api;
}

describe("the coach's earnings (/coach-earnings)", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the totals, the balance, a chart of the last 7 days and every entry', async () => {
    setup();
    expect((await screen.findByTestId('earning-total')).textContent).toBe('¥44.70');
    expect(screen.getByTestId('earning-today').textContent).toBe('¥59.60');
    expect(screen.getByTestId('earning-l1').textContent).toBe('¥29.80');
    expect(screen.getByTestId('earning-l2').textContent).toBe('¥14.90');
    expect(screen.getByTestId('balance').textContent).toBe('¥44.70');

    const chart = screen.getByTestId('earnings-chart');
    expect(chart.getAttribute('aria-label')).toBe('近7天收益合计 ¥74.50，最高 03-07 ¥59.60');
    expect(chart.querySelectorAll('[data-day]')).toHaveLength(7);

    const rows = await screen.findAllByTestId('earning-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('+¥59.60')).toBeTruthy();
    expect((rows[1] as HTMLElement).textContent).toContain('来自 赵教练');
    expect(within(rows[2] as HTMLElement).getByText('-¥29.80')).toBeTruthy();
    expect((rows[2] as HTMLElement).textContent).toContain('退款冲减');
    expect(screen.getByRole('link', { name: '去提现' }).getAttribute('href')).toBe('/coach-wallet');
  });

  it('switches the chart to 30 days and the entries to one level', async () => {
    const api = setup();
    await screen.findByTestId('earning-total');
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('days-switch')).getByRole('tab', { name: '近30天' }));
    });
    await vi.waitFor(() =>
      expect(screen.getByTestId('earnings-chart').querySelectorAll('[data-day]')).toHaveLength(30),
    );
    expect(api.calls('GET /v1/coach/earnings').some((c) => c.query.get('days') === '30')).toBe(true);

    await act(async () => {
      fireEvent.click(within(screen.getByTestId('level-switch')).getByRole('tab', { name: '下级' }));
    });
    await vi.waitFor(() => expect(screen.getAllByTestId('earning-row')).toHaveLength(1));
    expect(screen.getByTestId('earning-row').getAttribute('data-level')).toBe('2');
    expect(api.calls('GET /v1/coach/bene').some((c) => c.query.toString() === 'page=1&num=15&level=2')).toBe(true);
  });

  it('says so when the earnings cannot be loaded, and offers a retry', async () => {
    setup(500);
    expect(await screen.findByText('出错了')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
