import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import HistoryPage from './history-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const stats = (exams: number): ApiData<'GET /v1/exam/stats'> => ({
  exams,
  average: exams ? 88.5 : null,
  predicted_pass_rate: exams ? 0.42 : null,
  trend: exams
    ? [
        { id: 'paperAAAAAAAAAAAAAA1', score: 84, at: '2026-01-01T02:00:00Z' },
        { id: 'paperAAAAAAAAAAAAAA2', score: 93, at: '2026-01-02T02:00:00Z' },
      ]
    : [],
  chapters: [
    { id: 1, title: '道路交通安全法律', done: 10, right: 9 },
    { id: 2, title: '交通信号', done: 0, right: 0 },
  ],
});

const record = (id: string, score: number): ApiData<'GET /v1/user/exam-list'>['list'][number] => ({
  id,
  subject: 1,
  bank: 'car',
  score,
  passed: score >= 90,
  time_used_s: 754,
  submitted_at: '2026-01-02T02:00:00Z',
});

function setup(url: string, exams: number) {
  const api = stubApi(
    stub('GET /v1/exam/stats', stats(exams)),
    stub('GET /v1/user/exam-list', ({ query }) => {
      if (exams > 2) {
        const page = Number(query.get('page'));
        const ids = Array.from({ length: exams }, (_, i) => `paper${String(exams - i).padStart(12, '0')}`);
        return { total: exams, list: ids.slice((page - 1) * 20, page * 20).map((id) => record(id, 95)) };
      }
      const list = exams ? [record('paperAAAAAAAAAAAAAA2', 93), record('paperAAAAAAAAAAAAAA1', 84)] : [];
      return { total: list.length, list };
    }),
  );
  const { router } = renderRoutes(
    [
      { path: '/ke/history', element: <HistoryPage /> },
      { path: '/ke/result/:id', element: <p>result</p> },
      { path: '/ke', element: <p>hub</p> },
    ],
    url,
  );
  return { api, router };
}

describe('the exam history page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the overview, the trend, chapter accuracy and a linked row per exam', async () => {
    setup('/ke/history', 2);
    const rows = await screen.findAllByTestId('exam-row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/ke/result/paperAAAAAAAAAAAAAA2');
    expect(within(rows[0] as HTMLElement).getByText('合格')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('不合格')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('用时 12:34')).toBeTruthy();

    const chart = await screen.findByTestId('score-trend');
    expect(chart.getAttribute('aria-label')).toContain('最近 2 次');
    const points = chart.querySelectorAll('circle');
    expect([...points].map((p) => p.getAttribute('fill'))).toEqual(['var(--danger)', 'var(--success)']);
    expect(screen.getByTestId('stat-pass-rate').textContent).toBe('42%');
    expect(screen.getByTestId('stat-average').textContent).toBe('88.5');
    expect(screen.getByText('90%')).toBeTruthy();
    expect(screen.getByText('未练习')).toBeTruthy();
  });

  it('switches subject in the URL, replacing the entry', async () => {
    const { api, router } = setup('/ke/history?subject=1', 2);
    await screen.findAllByTestId('exam-row');
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '科目四' }));
    });
    expect(router.state.location.search).toBe('?subject=4');
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findAllByTestId('exam-row');
    expect(api.calls('GET /v1/user/exam-list').some((c) => c.query.get('subject') === '4')).toBe(true);
    expect(screen.getByRole('tab', { name: '科目四' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says when there is no exam yet and asks for one for a prediction', async () => {
    setup('/ke/history?subject=4', 0);
    expect(await screen.findByText('还没有模拟考试记录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去模拟考试' }).getAttribute('href')).toBe('/ke');
    expect(await screen.findByText('完成一次模拟考试后，即可预测你的通过率')).toBeTruthy();
    expect(screen.queryByTestId('score-trend')).toBeNull();
  });

  it('loads the next twenty on "load more" until all are shown', async () => {
    setup('/ke/history', 25);
    expect(await screen.findAllByTestId('exam-row')).toHaveLength(20);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    });
    expect(await screen.findByText('没有更多记录了')).toBeTruthy();
    expect(screen.getAllByTestId('exam-row')).toHaveLength(25);
  });
});
