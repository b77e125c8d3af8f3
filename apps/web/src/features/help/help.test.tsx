import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { fail, type Stub, type StubCall, stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import DownloadPage from './download-page';
import EventPage from './event-page';
import HelpListPage from './help-list-page';
import HelpVideosPage from './help-videos-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

function setup(url: string, routes: { path: string; element: ReactNode }[], stubs: Stub[]) {
  const { fetch } = stubApi(...stubs);
  const { router } = renderRoutes([...routes, { path: '*', element: <p>elsewhere</p> }], url);
  return { fetch, router };
}

const urls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([u]) => String(u));

const help = (id: number, kind: 'article' | 'video') => ({
  id,
  kind,
  title: `帮助 ${id}`,
  summary: `简介 ${id}`,
  cover: kind === 'video' ? `/static/v${id}.svg` : null,
  duration_s: kind === 'video' ? 95 : null,
});

const helpList = stub('GET /v1/article/help', ({ query }) => {
  const kind = query.get('kind') as 'article' | 'video';
  return { list: [help(1, kind), help(2, kind)] };
});
const helpOneAnswer = ({ query }: StubCall): ApiData<'GET /v1/article/help-one'> => {
  const id = Number(query.get('id'));
  const kind = query.get('id') === '1' || query.get('id') === '2' ? 'article' : 'video';
  return {
    ...help(id, kind),
    body: `<p>正文 ${id}</p>`,
    mp4: id === 2 ? null : `/media/${id}.mp4`,
    hls: null,
  };
};
const helpStubs = [helpList, stub('GET /v1/article/help-one', helpOneAnswer)];

describe('help', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens one answer at a time and loads it inline', async () => {
    const { fetch } = setup('/app-help-list', [{ path: '/app-help-list', element: <HelpListPage /> }], helpStubs);
    const items = await screen.findAllByTestId('help-item');
    expect(items).toHaveLength(2);
    expect(urls(fetch)[0]).toContain('audience=student');
    expect(urls(fetch)[0]).toContain('kind=article');
    expect(screen.getByTestId('help-videos-link').getAttribute('href')).toBe('/help-video-app');
    const first = within(items[0] as HTMLElement).getByRole('button');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(first);
    });
    expect((await screen.findByTestId('help-body')).innerHTML).toBe('<p>正文 1</p>');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      fireEvent.click(within(items[1] as HTMLElement).getByRole('button'));
    });
    expect((await screen.findByTestId('help-body')).innerHTML).toBe('<p>正文 2</p>');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('plays a help video inline with its cover as poster', async () => {
    setup(
      '/help-video-app',
      [{ path: '/help-video-app', element: <HelpVideosPage /> }],
      [
        helpList,
        stub('GET /v1/article/help-one', (call) =>
          call.query.get('id') === '1'
            ? { ...help(1, 'video'), body: '', mp4: '/media/1.mp4', hls: null }
            : helpOneAnswer(call),
        ),
      ],
    );
    const cards = await screen.findAllByTestId('help-video');
    expect(within(cards[0] as HTMLElement).getByText('01:35')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '播放：帮助 1' }));
    });
    const video = (await screen.findByTestId('help-player')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/media/1.mp4');
    expect(video.getAttribute('poster')).toBe('/static/v1.svg');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
  });

  it("shows coaches the coaches' help on '/coach-help-list' and '/help-video'", async () => {
    const { fetch } = setup(
      '/coach-help-list',
      [
        { path: '/coach-help-list', element: <HelpListPage /> },
        { path: '/help-video', element: <HelpVideosPage /> },
      ],
      helpStubs,
    );
    expect(await screen.findAllByTestId('help-item')).toHaveLength(2);
    expect(urls(fetch)[0]).toContain('audience=coach');
    const link = screen.getByTestId('help-videos-link');
    expect(link.getAttribute('href')).toBe('/help-video');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(await screen.findAllByTestId('help-video')).toHaveLength(2);
    expect(urls(fetch).at(-1)).toMatch(/audience=coach.*kind=video|kind=video.*audience=coach/);
  });
});

const download = (key: 'app' | 'jk') => ({
  key,
  title: key === 'app' ? '学车 App' : '驾考 App',
  summary: '简介',
  features: ['离线看课', '练车提醒'],
  note: '通过应用商店下载',
});

describe('download', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const handler = [stub('GET /v1/article/download', ({ query }) => download(query.get('key') as 'app' | 'jk'))];

  it('asks for the exam app on /downloadJK and points to the app store outside WeChat', async () => {
    const { fetch } = setup('/downloadJK', [{ path: '/downloadJK', element: <DownloadPage /> }], handler);
    expect(await screen.findByRole('heading', { level: 1, name: '驾考 App' })).toBeTruthy();
    expect(urls(fetch)[0]).toContain('key=jk');
    expect(screen.getByText('练车提醒')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('download-button'));
    });
    const guide = screen.getByTestId('download-guide');
    expect(guide.getAttribute('data-kind')).toBe('store');
    expect(guide.textContent).toContain('应用商店');
    expect(document.querySelector('a[href$=".apk"], a[download]')).toBeNull();
  });

  it('inside WeChat explains opening the page in the browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 MicroMessenger/8.0.50');
    const { fetch } = setup('/news/Download4', [{ path: '/news/Download4', element: <DownloadPage /> }], handler);
    await screen.findByRole('heading', { level: 1, name: '学车 App' });
    expect(urls(fetch)[0]).toContain('key=app');
    await act(async () => {
      fireEvent.click(screen.getByTestId('download-button'));
    });
    expect(screen.getByTestId('download-guide').getAttribute('data-kind')).toBe('wechat');
    expect(screen.getByText('选择「在浏览器打开」')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('event', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const handler = [
    stub('GET /v1/user/event', ({ query }) =>
      query.get('id') === '1'
        ? {
            id: 1,
            title: '冬季安全驾驶月',
            body: '<p>活动正文</p>',
            cover: '/static/e.svg',
            starts_at: '2026-11-01T00:00:00+08:00',
            ends_at: '2026-12-31T23:59:59+08:00',
            state: 'running',
          }
        : fail(404, 'no'),
    ),
  ];

  it('shows the event with its state', async () => {
    setup('/event?id=1', [{ path: '/event', element: <EventPage /> }], handler);
    expect(await screen.findByRole('heading', { level: 1, name: '冬季安全驾驶月' })).toBeTruthy();
    expect(screen.getByTestId('event-state').textContent).toBe('进行中');
    expect(screen.getByTestId('event-body').innerHTML).toBe('<p>活动正文</p>');
  });

  it('says not found for a missing or unknown id', async () => {
    const { fetch } = setup('/event', [{ path: '/event', element: <EventPage /> }], handler);
    expect(await screen.findByText('活动不存在或已下线')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    cleanup();
    setup('/event?id=2', [{ path: '/event', element: <EventPage /> }], handler);
    expect(await screen.findByText('活动不存在或已下线')).toBeTruthy();
  });
});
