import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { coachCard, logInAs } from '../../test/poster-people';
import { renderRoutes } from '../../test/render-routes';
import ShareLessonPage from './share-lesson-page';
import SharePage from './share-page';
import TheoryPosterPage from './theory-poster-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const reply = (data: unknown, code = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code, status: code === 200 ? 1 : 0, msg, data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

const ORIGIN = window.location.origin;
/** The API names its own public origin; the QR code must lead to the one this page was opened at. */
const API = 'http://api.internal:3000';
const rules = {
  questions: 100,
  minutes: 45,
  points_each: 1,
  total: 100,
  pass_mark: 90,
  mix: { judge: 40, single: 60, multiple: 0 },
};
const liHb = {
  title: '我在练科目一理论，一起来刷题',
  desc: '科目一全真模拟考试：100题45分钟，90分及格',
  link: `${API}/site/ke1?did=Stud0001&field_id=5`,
  imgUrl: `${API}/static/share-icon.png`,
  nickname: '小李',
  portrait: '',
  did: 'Stud0001',
  subject: 1,
  paper_id: null,
  score: null,
  passed: null,
  pass_mark: 90,
  total: 100,
  time_used_s: null,
  exams: 0,
};

function setup(
  path: string,
  pattern: string,
  element: ReactElement,
  handler: (url: URL) => Response | undefined,
  role: 1 | 2,
) {
  logInAs(role, { field: undefined });
  const fetch = vi.fn(async (input: string) => handler(new URL(input, 'http://x')) ?? reply(null, 404, '接口不存在'));
  vi.stubGlobal('fetch', fetch);
  renderRoutes([{ path: pattern, element }], path);
  return { fetch };
}

const link = async () => {
  const canvas = await screen.findByTestId('poster-canvas');
  return canvas.getAttribute('data-link');
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the theory poster (/lilun/poster)', () => {
  it("a coach's: the subject's course with their did; the tabs switch subject", async () => {
    const { fetch } = setup(
      '/lilun/poster?type=3',
      '/lilun/poster',
      <TheoryPosterPage />,
      (url) => {
        if (url.pathname !== '/api/v1/coach/lilun') return undefined;
        const subject = Number(url.searchParams.get('type'));
        return reply({
          title: `科目${subject === 1 ? '一' : '四'}理论题库`,
          desc: '全真模拟考试',
          link: `${API}/site/ke${subject}?did=C0ach123&field_id=5`,
          imgUrl: `${API}/static/share-icon.png`,
          subject,
          rules,
          questions: 1200,
          coach: coachCard,
        });
      },
      2,
    );
    // `type=3` marks a coach page's share link; it is not the subject.
    expect(await link()).toBe(`${ORIGIN}/site/ke1?did=C0ach123&field_id=5`);
    await act(async () => {
      fireEvent.click(screen.getByTestId('theory-subject-4'));
    });
    await waitFor(async () => expect(await link()).toBe(`${ORIGIN}/site/ke4?did=C0ach123&field_id=5`));
    const asked = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams.get('type'));
    expect(asked).toEqual(['1', '4']);
  });

  it("a student's: their score when they have one, else how to get one", async () => {
    setup(
      '/lilun/poster',
      '/lilun/poster',
      <TheoryPosterPage />,
      (url) => (url.pathname === '/api/v1/user/li-hb' ? reply(liHb) : undefined),
      1,
    );
    expect(await link()).toBe(`${ORIGIN}/site/ke1?did=Stud0001&field_id=5`);
    expect(screen.getByTestId('theory-no-score').textContent).toContain('还没有模拟考试成绩');
  });

  it('asks for the paper named in the link', async () => {
    const paper = 'AbCdEfGhJkLmNpQrStUv';
    const { fetch } = setup(
      `/lilun/poster?id=${paper}`,
      '/lilun/poster',
      <TheoryPosterPage />,
      (url) =>
        url.pathname === '/api/v1/user/li-hb'
          ? reply({ ...liHb, paper_id: paper, score: 94, passed: true, time_used_s: 1260, exams: 3 })
          : undefined,
      1,
    );
    await link();
    expect(screen.queryByTestId('theory-no-score')).toBeNull();
    expect(new URL(String(fetch.mock.calls[0]?.[0]), 'http://x').searchParams.get('id')).toBe(paper);
  });
});

describe('sharing a lesson (/share/lesson)', () => {
  const lessonShare = {
    title: '变更车道',
    desc: '变道三步走',
    link: `${API}/detail/7?did=C0ach123&field_id=5`,
    imgUrl: `${API}/static/media/k3/cover.jpg`,
  };

  it("a coach's carries their did, from the coach endpoint", async () => {
    setup(
      '/share/lesson?id=7',
      '/share/lesson',
      <ShareLessonPage />,
      (url) =>
        url.pathname === '/api/v1/coach/lesson-share' && url.searchParams.get('id') === '7'
          ? reply({
              ...lessonShare,
              lesson: { id: 7, title: '变更车道', summary: '变道三步走', cover: '/static/media/k3/cover.jpg' },
              coach: coachCard,
            })
          : undefined,
      2,
    );
    expect(await link()).toBe(`${ORIGIN}/detail/7?did=C0ach123&field_id=5`);
  });

  it("a student's comes from the lessons area's share data", async () => {
    setup(
      '/share/lesson?id=7',
      '/share/lesson',
      <ShareLessonPage />,
      (url) =>
        url.pathname === '/api/v1/lesson/share-lesson'
          ? reply({ ...lessonShare, link: `${API}/detail/7?did=Stud0001` })
          : undefined,
      1,
    );
    expect(await link()).toBe(`${ORIGIN}/detail/7?did=Stud0001`);
  });

  it('says when no lesson is named', async () => {
    setup('/share/lesson', '/share/lesson', <ShareLessonPage />, () => undefined, 1);
    expect(await screen.findByText('缺少课程编号')).toBeTruthy();
  });
});

describe('sharing the app (/share)', () => {
  it("invites to the home page with the person's did and field", async () => {
    setup(
      '/share',
      '/share',
      <SharePage />,
      (url) => (url.pathname === '/api/v1/user/li-hb' ? reply(liHb) : undefined),
      1,
    );
    expect(await link()).toBe(`${ORIGIN}/?did=Stud0001&field_id=5`);
    // Outside WeChat, with no system share sheet: the link is copied.
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: navigator.userAgent,
      share: undefined,
      clipboard: { writeText },
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('share-button'));
    });
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/?did=Stud0001&field_id=5`));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('链接已复制，去粘贴给朋友吧', 'success'));
  });
});
