import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type Stub, stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import NewsDetailPage from './news-detail-page';
import NewsIndexPage from './news-index-page';
import StatisticsPage from './statistics-page';
import TopicListPage from './topic-list-page';
import TopicPage from './topic-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const article = (id: number, category = 1) => ({
  id,
  title: `文章 ${id}`,
  summary: `摘要 ${id}`,
  cover: `/static/a${id}.jpg`,
  author: '学车编辑部',
  category: { id: category, title: category === 1 ? '考试政策' : '学车技巧' },
  published_at: '2026-03-04T02:00:00Z',
  reads: 100 + id,
});
const categories = [
  { id: 1, title: '考试政策' },
  { id: 2, title: '学车技巧' },
];
const topic = (id: number) => ({
  id,
  title: `专题 ${id}`,
  summary: '专题简介',
  cover: '',
  visits: 10,
  article_count: 2,
});

function setup(url: string, routes: { path: string; element: React.ReactNode }[], ...stubs: Stub[]) {
  const { fetch } = stubApi(...stubs);
  const { router, client } = renderRoutes([...routes, { path: '*', element: <p>elsewhere</p> }], url);
  return { fetch, router, client };
}

const urls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([u]) => String(u));

describe('the news index', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const listHandler = (total: number) => [
    stub('GET /v1/article/zt-list', { list: [topic(3)] }),
    stub('GET /v1/article/list', ({ query }) => {
      const page = Number(query.get('page'));
      const num = Number(query.get('num'));
      const category = Number(query.get('category_id') || 0);
      const ids = Array.from({ length: total }, (_, i) => total - i + (category ? 100 * category : 0));
      return {
        total,
        page,
        num,
        list: ids.slice((page - 1) * num, page * num).map((id) => article(id, category || 1)),
        categories,
      };
    }),
  ];

  it('shows tabs, topics and linked articles, and loads more on demand', async () => {
    const { fetch } = setup(
      '/news_g/index',
      [{ path: '/news_g/index', element: <NewsIndexPage /> }],
      ...listHandler(13),
    );
    const items = await screen.findAllByTestId('article-item');
    expect(items).toHaveLength(10);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/news/detail_g/13');
    expect(within(first).getByText('摘要 13')).toBeTruthy();
    expect(within(first).getByText('阅读 113')).toBeTruthy();
    expect(within(first).getByText('学车编辑部')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '考试政策', '学车技巧']);
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByRole('link', { name: '专题 3' })).getAttribute('href')).toBe('/news_g/news-topic?id=3');
    expect(screen.getByRole('link', { name: /全部专题/ }).getAttribute('href')).toBe('/news_g/news-topic-list');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    });
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(screen.getAllByTestId('article-item')).toHaveLength(13);
    expect(urls(fetch).some((u) => u.includes('page=2'))).toBe(true);
  });

  it('switches category in the URL, replacing the entry', async () => {
    const { fetch, router } = setup(
      '/news_g/index',
      [{ path: '/news_g/index', element: <NewsIndexPage /> }],
      ...listHandler(3),
    );
    await screen.findAllByTestId('article-item');
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '学车技巧' }));
    });
    expect(router.state.location.search).toBe('?category_id=2');
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByText('文章 203');
    expect(urls(fetch).some((u) => u.includes('category_id=2'))).toBe(true);
    expect(screen.getByRole('tab', { name: '学车技巧' }).getAttribute('aria-selected')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    });
    expect(router.state.location.search).toBe('');
  });

  it('refetches on a pull-down at the top', async () => {
    const { fetch } = setup(
      '/news_g/index',
      [{ path: '/news_g/index', element: <NewsIndexPage /> }],
      ...listHandler(3),
    );
    await screen.findAllByTestId('article-item');
    const before = urls(fetch).filter((u) => u.includes('/article/list')).length;
    const root = screen.getByTestId('pull-indicator').parentElement as HTMLElement;
    await act(async () => {
      fireEvent.touchStart(root, { touches: [{ clientY: 100 }] });
      fireEvent.touchMove(root, { touches: [{ clientY: 150 }] });
    });
    expect(screen.getByText('下拉刷新')).toBeTruthy();
    await act(async () => {
      fireEvent.touchMove(root, { touches: [{ clientY: 260 }] });
    });
    expect(screen.getByText('释放刷新')).toBeTruthy();
    await act(async () => {
      fireEvent.touchEnd(root, { touches: [] });
    });
    await vi.waitFor(() => {
      expect(urls(fetch).filter((u) => u.includes('/article/list')).length).toBeGreaterThan(before);
    });
  });

  it('says when a category has no articles', async () => {
    setup(
      '/news_g/index?category_id=9',
      [{ path: '/news_g/index', element: <NewsIndexPage /> }],
      stub('GET /v1/article/list', { total: 0, page: 1, num: 10, list: [], categories }),
      stub('GET /v1/article/zt-list', { list: [] }),
    );
    expect(await screen.findByText('这个分类下还没有资讯')).toBeTruthy();
  });
});

describe('an article', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const handler = [
    stub('GET /v1/article/details', ({ query }) =>
      Number(query.get('id')) !== 5
        ? fail(404, 'not found')
        : {
            ...article(5),
            body: '<p>第一段</p><h2>小标题</h2><ul><li>要点</li></ul>',
            share: { title: '', desc: '', link: '', imgUrl: '' },
          },
    ),
    stub('GET /v1/article/more', { total: 2, page: 1, num: 5, list: [article(6), article(7)] }),
  ];

  it('renders the body and links more articles in the same route shape, passing did', async () => {
    const { fetch } = setup(
      '/coach-news/5?did=abcd1234',
      [{ path: '/coach-news/:aid', element: <NewsDetailPage /> }],
      ...handler,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '文章 5' })).toBeTruthy();
    const body = screen.getByTestId('article-body');
    expect(body.querySelector('h2')?.textContent).toBe('小标题');
    expect(body.querySelector('li')?.textContent).toBe('要点');
    const more = await screen.findAllByTestId('article-item');
    expect(more.map((m) => within(m).getByRole('link').getAttribute('href'))).toEqual([
      '/coach-news/6',
      '/coach-news/7',
    ]);
    const details = urls(fetch).find((u) => u.includes('/article/details'));
    expect(details).toContain('did=abcd1234');
    expect(urls(fetch).some((u) => u.includes('/article/more') && u.includes('num=5'))).toBe(true);
  });

  it('says so when the article does not exist', async () => {
    setup('/news/detail_g/8', [{ path: '/news/detail_g/:aid', element: <NewsDetailPage /> }], ...handler);
    expect(await screen.findByText('这篇文章不存在或已下线')).toBeTruthy();
    expect(screen.queryByTestId('article-body')).toBeNull();
  });
});

describe('topics', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a topic with its articles and counts one visit', async () => {
    const { fetch } = setup(
      '/news/news-topic?id=3',
      [{ path: '/news/news-topic', element: <TopicPage /> }],
      stub('GET /v1/article/zt-details', { ...topic(3), articles: [article(1)] }),
      stub('GET /v1/article/zt-visit', { visits: 11 }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '专题 3' })).toBeTruthy();
    expect(screen.getAllByTestId('article-item')).toHaveLength(1);
    await vi.waitFor(() => expect(screen.getByTestId('topic-visits').textContent).toBe('11 次浏览'));
    expect(urls(fetch).filter((u) => u.includes('/zt-visit')).length).toBe(1);
  });

  it('keeps the _g of the path in topic links', async () => {
    const handler = stub('GET /v1/article/zt-list', { list: [topic(3)] });
    setup('/news_g/news-topic-list', [{ path: '/news_g/news-topic-list', element: <TopicListPage /> }], handler);
    const card = await screen.findByTestId('topic-card');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/news_g/news-topic?id=3');
    cleanup();
    setup('/news/news-topic-list', [{ path: '/news/news-topic-list', element: <TopicListPage /> }], handler);
    const plain = await screen.findByTestId('topic-card');
    expect(within(plain).getByRole('link').getAttribute('href')).toBe('/news/news-topic?id=3');
  });
});

describe('statistics', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws one line per subject and tabulates the latest month', async () => {
    const { fetch } = setup(
      '/statistics?field_id=4',
      [{ path: '/statistics', element: <StatisticsPage /> }],
      stub('GET /v1/article/statistics', {
        field_id: 4,
        field_name: '城南考场',
        subjects: [
          {
            subject: 2,
            title: '科目二',
            months: [
              { month: '2026-01', takers: 100, passed: 80, pass_rate: 80 },
              { month: '2026-02', takers: 120, passed: 90, pass_rate: 75 },
            ],
          },
          {
            subject: 3,
            title: '科目三',
            months: [
              { month: '2026-01', takers: 50, passed: 30, pass_rate: 60 },
              { month: '2026-02', takers: 40, passed: 33, pass_rate: 82.5 },
            ],
          },
        ],
      }),
    );
    expect((await screen.findByTestId('field-name')).textContent).toBe('城南考场');
    const chart = screen.getByTestId('pass-rate-chart');
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    expect(chart.getAttribute('aria-label')).toContain('城南考场');
    expect(chart.getAttribute('aria-label')).toContain('科目三最近一月 82.5%');
    const rows = screen.getAllByTestId('latest-row');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['120', '90', '75%'],
      ['40', '33', '82.5%'],
    ]);
    expect(urls(fetch).some((u) => u.includes('field_id=4'))).toBe(true);
  });

  it('asks for a field when the user has none', async () => {
    setup(
      '/statistics',
      [{ path: '/statistics', element: <StatisticsPage /> }],
      stub('GET /v1/article/statistics', fail(400, 'not found', { errors: { field_id: 'field_required' } })),
    );
    expect(await screen.findByText('请先选择你的考场，再查看考场的考试数据')).toBeTruthy();
    expect(screen.getByRole('button', { name: '选择考场' })).toBeTruthy();
  });
});
