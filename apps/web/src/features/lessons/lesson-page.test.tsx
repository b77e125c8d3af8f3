import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import { renderRoutes } from '../../test/render-routes';
import LessonPage from './lesson-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('hls.js/light', () => ({ default: { isSupported: () => false } }));

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, status: 1, msg: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const course = {
  id: 3,
  title: '科目二考场实拍',
  field_id: 9,
  field_name: '城南考场',
  price: 9900,
  is_buy: 0,
  lesson_count: 3,
  free_count: 1,
};

const item = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  title: `第${id}课`,
  summary: '',
  cover: `/c${id}.jpg`,
  duration_s: 300,
  free: id === 1 ? 1 : 0,
  preview_s: 30,
  locked: id !== 1,
  progress_s: id === 1 ? 150 : 0,
  views: 12,
  ...over,
});

const detail = (id: number) => ({
  ...item(id),
  title: id === 1 ? '倒车入库' : '坡道起步',
  chapter_title: '科目二',
  summary: '看清点位',
  mp4: id === 1 ? '/static/media/a/video.mp4' : null,
  hls: id === 1 ? '/static/media/a/hls/index.m3u8' : `/api/v1/lesson/preview.m3u8?id=${id}`,
  comments: 2,
  prev_id: id === 1 ? null : 1,
  next_id: id === 1 ? 2 : null,
});

const comment = (id: number, likes: number, liked: boolean) => ({
  id,
  content: `评论${id}`,
  likes,
  liked,
  created_at: '2026-01-02T02:00:00Z',
  user: { nickname: `学员${id}`, head_portrait: '' },
});

function setup(url: string, opts: { likeFails?: boolean; likeGate?: Promise<void> } = {}) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(input, 'http://x');
    const body = new URLSearchParams(String(init?.body ?? ''));
    switch (pathname) {
      case '/api/v1/lesson/details':
        return ok({ lesson: detail(Number(searchParams.get('id'))), course });
      case '/api/v1/lesson/list':
        return ok({ course, chapters: [{ id: 1, title: '科目二', lessons: [item(1), item(2), item(3)] }] });
      case '/api/v1/lesson/data':
        return ok({ watched: 1, total: 3, list: [] });
      case '/api/v1/lesson/dm':
        if (init?.method === 'POST')
          return ok({
            id: 99,
            at_s: Number(body.get('at_s')),
            content: body.get('content'),
            color: '#ffffff',
            mine: true,
          });
        return ok({ list: [{ id: 1, at_s: 151, content: '注意看后视镜', color: '#ffffff', mine: false }] });
      case '/api/v1/lesson/comments':
        return ok({ total: 2, page: 1, num: 5, list: [comment(1, 3, false), comment(2, 1, true)] });
      case '/api/v1/lesson/comment-like':
        await opts.likeGate;
        if (opts.likeFails)
          return new Response(JSON.stringify({ code: 400, status: 0, msg: '不行', data: null }), { status: 400 });
        return ok({ likes: 4, liked: true });
      case '/api/v1/lesson/apply':
        return ok({ id: 7, status: 'pending' });
      case '/api/v1/lesson/progress':
        return ok({ position_s: Number(body.get('position_s')) });
      default:
        return ok({});
    }
  });
  vi.stubGlobal('fetch', fetch);
  const { router } = renderRoutes(
    [
      { path: '/detail/:lesson_id', element: <LessonPage /> },
      { path: '/video-info/:video_id', element: <LessonPage /> },
      { path: '/rotatePlayer', element: <p>rotate</p> },
      { path: '/comment', element: <p>comments</p> },
      { path: '/pay/landpage', element: <p>pay</p> },
    ],
    url,
  );
  return { fetch, router };
}

/** happy-dom's <video> plays nothing: the tests move it by hand. */
function playTo(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, 'readyState', { configurable: true, value: 4 });
  Object.defineProperty(video, 'paused', { configurable: true, get: () => false });
  video.currentTime = seconds;
  fireEvent.play(video);
  fireEvent.timeUpdate(video);
}

describe('the lesson page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the lesson, the course outline with the current lesson, and the comments', async () => {
    setup('/detail/1');
    expect(await screen.findByRole('heading', { name: '倒车入库' })).toBeTruthy();
    const video = screen.getByTestId('video') as HTMLVideoElement;
    expect(video.getAttribute('poster')).toBe('/c1.jpg');
    expect(video.getAttribute('src')).toBe('/static/media/a/video.mp4');
    expect(screen.getByText('科目二 · 12次播放')).toBeTruthy();

    const rows = await screen.findAllByTestId('lesson-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.getAttribute('aria-current')).toBe('page');
    expect(within(rows[0] as HTMLElement).getByText('免费')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('已看50%')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByTestId('badge-locked')).toBeTruthy();
    expect(screen.getByTestId('next-lesson').getAttribute('href')).toBe('/detail/2');
    expect(screen.getByTestId('all-comments').getAttribute('href')).toBe('/comment?id=1');
    expect(await screen.findAllByTestId('comment')).toHaveLength(2);
  });

  it('reads the id of /video-info/:video_id too', async () => {
    const { fetch } = setup('/video-info/2');
    expect(await screen.findByRole('heading', { name: '坡道起步' })).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/v1/lesson/details?id=2'))).toBe(true);
  });

  it('likes a comment at once and keeps the server count', async () => {
    let answer = () => {};
    const likeGate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { fetch } = setup('/detail/1', { likeGate });
    const [first] = await screen.findAllByTestId('comment');
    const like = within(first as HTMLElement).getByTestId('like');
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(like.textContent).toContain('3');
    await act(async () => {
      fireEvent.click(like);
    });
    // Before the server answers.
    await waitFor(() =>
      expect(
        within(first as HTMLElement)
          .getByTestId('like')
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(within(first as HTMLElement).getByTestId('like').textContent).toContain('4');
    await act(async () => {
      answer();
    });
    const call = fetch.mock.calls.find(([u]) => String(u).includes('/comment-like'));
    expect(String(call?.[1]?.body)).toBe('comment_id=1&on=true');
    expect(within(first as HTMLElement).getByTestId('like').textContent).toContain('4');
  });

  it('puts the like back when the server refuses', async () => {
    let answer = () => {};
    const likeGate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { fetch } = setup('/detail/1', { likeFails: true, likeGate });
    const [, second] = await screen.findAllByTestId('comment');
    const like = within(second as HTMLElement).getByTestId('like');
    expect(like.getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      fireEvent.click(like);
    });
    await waitFor(() =>
      expect(
        within(second as HTMLElement)
          .getByTestId('like')
          .getAttribute('aria-pressed'),
      ).toBe('false'),
    );
    expect(String(fetch.mock.calls.at(-1)?.[1]?.body)).toBe('comment_id=2&on=false');
    expect(within(second as HTMLElement).getByTestId('like').textContent).toContain('0');
    await act(async () => {
      answer();
    });
    await waitFor(() =>
      expect(
        within(second as HTMLElement)
          .getByTestId('like')
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(within(second as HTMLElement).getByTestId('like').textContent).toContain('1');
  });

  it('resumes from the server position and flies bullet comments as playback passes them', async () => {
    setup('/detail/1');
    const video = (await screen.findByTestId('video')) as HTMLVideoElement;
    Object.defineProperty(video, 'readyState', { configurable: true, value: 1 });
    await act(async () => {
      fireEvent.loadedMetadata(video);
    });
    await screen.findAllByTestId('lesson-row');
    await act(async () => {
      fireEvent.loadedMetadata(video);
    });
    expect(video.currentTime).toBe(150);
    expect(screen.getByTestId('time').textContent).toBe('02:30 / 05:00');
    expect(screen.queryAllByTestId('danmaku')).toHaveLength(0);
    await act(async () => {
      playTo(video, 151.2);
    });
    const layer = screen.getByTestId('danmaku-layer');
    expect(within(layer).getByTestId('danmaku').textContent).toBe('注意看后视镜');

    // Off: the layer goes away.
    fireEvent.click(screen.getByTestId('danmaku-toggle'));
    expect(screen.queryByTestId('danmaku-layer')).toBeNull();
    expect(screen.getByTestId('danmaku-toggle').getAttribute('aria-pressed')).toBe('false');
  });

  it('stops a locked lesson at the preview and offers the course', async () => {
    setup('/detail/2');
    const video = (await screen.findByTestId('video')) as HTMLVideoElement;
    await act(async () => {});
    expect(video.getAttribute('src')).toBe('/api/v1/lesson/preview.m3u8?id=2');
    expect(screen.queryByTestId('purchase-offer')).toBeNull();
    await act(async () => {
      playTo(video, 31);
    });
    const offer = screen.getByTestId('purchase-offer');
    expect(offer.textContent).toContain('¥99.00');
    expect(within(offer).getByRole('link', { name: '购买课程' }).getAttribute('href')).toBe(
      '/pay/landpage?lesson_id=2&field_id=9',
    );
    expect(video.currentTime).toBeLessThanOrEqual(30);
  });

  it('shows an error with a retry that reloads the source', async () => {
    setup('/detail/1');
    const video = (await screen.findByTestId('video')) as HTMLVideoElement;
    Object.defineProperty(video, 'error', { configurable: true, value: { code: 2 } });
    await act(async () => {
      fireEvent.error(video);
    });
    const error = screen.getByTestId('player-error');
    expect(error.textContent).toContain('视频加载失败');
    await act(async () => {
      fireEvent.click(within(error).getByRole('button', { name: '重试' }));
    });
    expect(screen.queryByTestId('player-error')).toBeNull();
    expect(video.getAttribute('src')).toBe('/static/media/a/video.mp4');
  });

  it('goes to the landscape player at the current second', async () => {
    const { router } = setup('/detail/1');
    const video = (await screen.findByTestId('video')) as HTMLVideoElement;
    await act(async () => {
      playTo(video, 42.7);
    });
    fireEvent.click(screen.getByRole('button', { name: /横屏播放/ }));
    await act(async () => {});
    expect(router.state.location.pathname + router.state.location.search).toBe('/rotatePlayer?id=1&t=42');
  });

  it('sends the class application and shows its status', async () => {
    useButtonClock();
    const { fetch } = setup('/detail/1');
    const form = await screen.findByTestId('apply');
    fireEvent.change(within(form).getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.change(within(form).getByLabelText('手机号'), { target: { value: '1381234' } });
    fireEvent.click(within(form).getByTestId('apply-submit'));
    expect(within(form).getByText('请输入11位手机号')).toBeTruthy();
    await waitOutButtonPause();
    fireEvent.change(within(form).getByLabelText('手机号'), { target: { value: '13812345678' } });
    await act(async () => {
      fireEvent.click(within(form).getByTestId('apply-submit'));
    });
    expect((await within(form).findByTestId('apply-status')).textContent).toContain('待审核');
    const call = fetch.mock.calls.find(([u]) => String(u).includes('/lesson/apply'));
    expect(String(call?.[1]?.body)).toBe('field_id=9&name=%E5%BC%A0%E4%B8%89&phone=13812345678&note=');
  });
});
