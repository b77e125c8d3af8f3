import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import { coachCard, logInAs } from '../../test/poster-people';
import { renderRoutes } from '../../test/render-routes';
import PosterInfoPage from './poster-info-page';
import PosterListPage from './poster-list-page';
import PosterSetPage from './poster-set-page';
import RecruitInfoPage from './recruit-info-page';
import RecruitPage from './recruit-page';
import RegisterListPage from './register-list-page';
import TemplatesPage from './templates-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const reply = (data: unknown, code = 200, msg = 'ok', errors?: Record<string, string>) =>
  new Response(JSON.stringify({ code, status: code === 200 ? 1 : 0, msg, data: errors ? { errors } : data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

const ORIGIN = window.location.origin;
const shareCoach = {
  ...coachCard,
  code: '100023',
  link: `${ORIGIN}/coach-register?did=C0ach123&field_id=5&type=3`,
  student_link: `${ORIGIN}/?did=C0ach123&field_id=5`,
};
const poster = (id: number, title: string) => ({
  id,
  template: 'recruit-student' as const,
  title,
  slogan: '',
  field_id: 5,
  field_name: '海淀上庄考场',
  listed: true,
  created_at: '2026-03-04T02:00:00Z',
  link: `${ORIGIN}/?did=C0ach123&field_id=5&poster_id=${id}`,
  registrations: id === 1 ? 2 : 0,
});

type Handler = (url: URL, init?: RequestInit) => Response | undefined;

function setup(path: string, pattern: string, element: ReactElement, handler: Handler, role: 1 | 2 = 2) {
  logInAs(role, { hashId: role === 2 ? undefined : 'Inviter9' });
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    return handler(url, init) ?? reply(null, 404, '接口不存在');
  });
  vi.stubGlobal('fetch', fetch);
  const { router } = renderRoutes(
    [
      { path: pattern, element },
      { path: '/poster/coach-poster-save', element: <p>saved page</p> },
    ],
    path,
  );
  return { fetch, router };
}

const posts = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([input, init]) => [new URL(String(input), 'http://x').pathname, String((init as RequestInit).body)]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('templates (/poster/coach-poster)', () => {
  it('offers three templates; the chosen one is drawn with the link its QR code carries', async () => {
    setup('/poster/coach-poster', '/poster/coach-poster', <TemplatesPage />, (url) =>
      url.pathname === '/api/v1/coach/share-coach' ? reply(shareCoach) : undefined,
    );
    const canvas = await screen.findByTestId('poster-canvas');
    expect(canvas.getAttribute('data-link')).toBe(`${ORIGIN}/?did=C0ach123&field_id=5`);
    for (const key of ['recruit-student', 'recruit-coach', 'theory'])
      expect(screen.getByTestId(`template-${key}`)).toBeTruthy();
    expect(screen.getByTestId('template-recruit-student').getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByTestId('template-recruit-coach'));
    });
    expect(screen.getByTestId('template-recruit-coach').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('poster-canvas').getAttribute('data-link')).toBe(
      `${ORIGIN}/coach-register?did=C0ach123&field_id=5&type=3`,
    );
  });
});

describe('poster settings (/poster/coach-poster-set)', () => {
  it('refuses a too short title without sending, then saves and opens the saved poster', async () => {
    useButtonClock();
    const { fetch, router } = setup(
      '/poster/coach-poster-set?template=recruit-coach',
      '/poster/coach-poster-set',
      <PosterSetPage />,
      (url) => {
        if (url.pathname === '/api/v1/coach/share-coach') return reply(shareCoach);
        if (url.pathname === '/api/v1/coach/poster')
          return reply({ ...poster(77, '诚邀教练'), template: 'recruit-coach' });
        if (url.pathname === '/api/v1/user/top-info') return reply({ city: { id: 1, title: '北京' }, fields: [] });
        return undefined;
      },
    );
    const input = (await screen.findByTestId('poster-title-input')) as HTMLInputElement;
    expect(input.value).toBe('诚邀驾校教练加入');
    fireEvent.change(input, { target: { value: ' 诚 ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('poster-save'));
    });
    expect(screen.getByText('标题至少 2 个字')).toBeTruthy();
    expect(posts(fetch)).toEqual([]);
    await waitOutButtonPause();

    fireEvent.change(input, { target: { value: '诚邀教练' } });
    fireEvent.change(screen.getByTestId('poster-slogan-input'), { target: { value: '两级佣金' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('poster-save'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/poster/coach-poster-save'));
    expect(router.state.location.search).toBe('?id=77');
    const [[path, sent]] = posts(fetch) as [[string, string]];
    expect(path).toBe('/api/v1/coach/poster');
    expect(Object.fromEntries(new URLSearchParams(sent))).toEqual({
      template: 'recruit-coach',
      title: '诚邀教练',
      slogan: '两级佣金',
      field_id: '5',
    });
  });

  it("shows the server's sentence when saving is refused", async () => {
    setup('/poster/coach-poster-set?template=theory', '/poster/coach-poster-set', <PosterSetPage />, (url) => {
      if (url.pathname === '/api/v1/coach/share-coach') return reply({ ...shareCoach, field_id: null, field_name: '' });
      if (url.pathname === '/api/v1/coach/poster') return reply(null, 409, '最多保留 50 张海报，请先删除不用的海报');
      return undefined;
    });
    await screen.findByTestId('poster-title-input');
    await act(async () => {
      fireEvent.click(screen.getByTestId('poster-save'));
    });
    expect(await screen.findByText('最多保留 50 张海报，请先删除不用的海报')).toBeTruthy();
  });
});

describe('my posters (/poster/coach-poster-list)', () => {
  it('lists them and deletes one after a confirmation', async () => {
    let list = [poster(2, '暑期招生'), poster(1, '春季招生')];
    const { fetch } = setup(
      '/poster/coach-poster-list',
      '/poster/coach-poster-list',
      <PosterListPage />,
      (url, init) => {
        if (url.pathname === '/api/v1/coach/posters') return reply({ total: list.length, page: 1, num: 10, list });
        if (url.pathname === '/api/v1/coach/poster-del') {
          const id = Number(new URLSearchParams(String(init?.body)).get('id'));
          list = list.filter((p) => p.id !== id);
          return reply({ id, listed: false });
        }
        return undefined;
      },
    );
    const rows = await screen.findAllByTestId('poster-row');
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['2', '1']);
    expect(rows[1]?.textContent).toContain('2 人报名');
    expect(rows[1]?.textContent).toContain('考场：海淀上庄考场');

    const remove = rows[1]?.querySelector('[data-testid="poster-delete"]') as HTMLButtonElement;
    fireEvent.click(remove);
    expect(remove.textContent).toBe('确认删除');
    expect(posts(fetch)).toEqual([]);
    await act(async () => {
      fireEvent.click(remove);
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('poster-row').map((r) => r.getAttribute('data-id'))).toEqual(['2']),
    );
    expect(posts(fetch)).toEqual([['/api/v1/coach/poster-del', 'id=1']]);
  });

  it('says when there are none', async () => {
    setup('/poster/coach-poster-list', '/poster/coach-poster-list', <PosterListPage />, (url) =>
      url.pathname === '/api/v1/coach/posters' ? reply({ total: 0, page: 1, num: 10, list: [] }) : undefined,
    );
    expect((await screen.findByTestId('posters-empty')).textContent).toContain('还没有保存的海报');
  });
});

describe('registrations (/poster/coach-register-list)', () => {
  it('shows who registered from which poster', async () => {
    setup('/poster/coach-register-list', '/poster/coach-register-list', <RegisterListPage />, (url) =>
      url.pathname === '/api/v1/coach/poster-regs'
        ? reply({
            total: 1,
            page: 1,
            num: 10,
            list: [
              {
                user_id: 31,
                name: '赵新人',
                nickname: '小赵',
                portrait: '',
                school: '平安驾校',
                certified: false,
                poster_id: 2,
                poster_title: '暑期招生',
                registered_at: '2026-05-06T02:00:00Z',
              },
            ],
          })
        : undefined,
    );
    const [row] = await screen.findAllByTestId('register-row');
    expect(row?.getAttribute('data-user-id')).toBe('31');
    expect(row?.textContent).toContain('赵新人');
    expect(row?.textContent).toContain('未认证');
    expect(row?.textContent).toContain('平安驾校');
    expect(row?.textContent).toContain('来自海报「暑期招生」');
    expect(row?.textContent).toContain('2026-05-06');
  });
});

const recruitInfo = {
  l1_bp: 2000,
  l2_bp: 500,
  levels: [
    { level: 1, points: 0, l1_bp: 2000 },
    { level: 2, points: 200, l1_bp: 2200 },
  ],
  points: { student_bound: 10, coach_recruited: 50, per_yuan: 1 },
  reg_open: true,
  withdraw_min_fen: 100,
  review_above_fen: 50000,
};

describe('the recruit page (/poster/coach-zs)', () => {
  it('offers a student registration with the inviting coach and poster from the link', async () => {
    setup(
      '/poster/coach-zs?did=C0ach123&type=3&poster_id=12',
      '/poster/coach-zs',
      <RecruitPage />,
      (url) => (url.pathname === '/api/v1/poster/recruit-info' ? reply(recruitInfo) : undefined),
      1,
    );
    await waitFor(() => expect(screen.getByTestId('recruit-benefits').textContent).toContain('你得 20% 佣金'));
    expect(screen.getByTestId('recruit-benefits').textContent).toContain('你再得 5%');
    expect(screen.getByTestId('recruit-register').getAttribute('href')).toBe(
      '/coach-register?did=C0ach123&poster_id=12',
    );
    expect(screen.queryByTestId('poster-canvas')).toBeNull();
  });

  it('shows a coach their own coach-recruiting poster', async () => {
    setup('/poster/coach-zs', '/poster/coach-zs', <RecruitPage />, (url) => {
      if (url.pathname === '/api/v1/poster/recruit-info') return reply(recruitInfo);
      if (url.pathname === '/api/v1/coach/share-coach') return reply(shareCoach);
      return undefined;
    });
    const canvas = await screen.findByTestId('poster-canvas');
    expect(canvas.getAttribute('data-link')).toBe(`${ORIGIN}/coach-register?did=C0ach123&field_id=5&type=3`);
    expect(screen.queryByTestId('recruit-register')).toBeNull();
    // happy-dom has no canvas: the page says so instead of showing a broken image.
    await waitFor(() => expect(canvas.getAttribute('data-state')).toBe('failed'));
    expect(screen.getByText(/当前浏览器无法生成海报图片/)).toBeTruthy();
    expect(screen.queryByTestId('poster-image')).toBeNull();

    // The same page recruits students too (the coach index's 招生 shortcut).
    await act(async () => {
      fireEvent.click(screen.getByTestId('recruit-kind-student'));
    });
    expect(screen.getByTestId('recruit-kind-student').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('poster-canvas').getAttribute('data-link')).toBe(`${ORIGIN}/?did=C0ach123&field_id=5`);
  });
});

describe('a poster for anyone (/poster-info/:poster_id)', () => {
  it("draws the coach's poster with its traced link and opens where it leads", async () => {
    setup(
      '/poster-info/12',
      '/poster-info/:poster_id',
      <PosterInfoPage />,
      (url) =>
        url.pathname === '/api/v1/poster/info' && url.searchParams.get('id') === '12'
          ? reply({
              poster: { ...poster(12, '诚邀教练'), template: 'recruit-coach', field_id: null, field_name: '' },
              coach: coachCard,
            })
          : undefined,
      1,
    );
    const canvas = await screen.findByTestId('poster-canvas');
    expect(canvas.getAttribute('data-link')).toBe(`${ORIGIN}/coach-register?did=C0ach123&type=3&poster_id=12`);
    expect(screen.getByTestId('poster-open-link').getAttribute('href')).toBe(
      '/coach-register?did=C0ach123&type=3&poster_id=12',
    );
  });

  it('says when the poster does not exist', async () => {
    setup('/poster-info/99', '/poster-info/:poster_id', <PosterInfoPage />, (url) =>
      url.pathname === '/api/v1/poster/info' ? reply(null, 404, '海报不存在') : undefined,
    );
    expect(await screen.findByText('海报不存在')).toBeTruthy();
  });
});

describe('the recruiting terms (/poster/coach-recruit-information)', () => {
  it('states commission by level, points, certification and the withdrawal rules from the settings', async () => {
    setup(
      '/poster/coach-recruit-information?did=C0ach123&poster_id=12',
      '/poster/coach-recruit-information',
      <RecruitInfoPage />,
      (url) => (url.pathname === '/api/v1/poster/recruit-info' ? reply(recruitInfo) : undefined),
      1,
    );
    const commission = await screen.findByTestId('recruit-commission');
    expect(commission.textContent).toContain('你得实付金额的 20%');
    expect(commission.textContent).toContain('你得 5%');
    const levels = screen.getByTestId('recruit-levels').textContent;
    expect(levels).toContain('Lv1（0 积分起）：20%');
    expect(levels).toContain('Lv2（200 积分起）：22%');
    expect(levels).toContain('绑定一名学员 +10');
    const withdraw = screen.getByTestId('recruit-withdraw').textContent;
    expect(withdraw).toContain('单笔最低 1 元');
    expect(withdraw).toContain('单笔超过 500 元由平台审核');
    expect(screen.getByTestId('recruit-open').textContent).toBe('教练注册开放中');
    // A student goes on to registration with the link that brought them.
    expect(screen.getByText('注册成为教练').getAttribute('href')).toBe('/poster/coach-zs?did=C0ach123&poster_id=12');
  });
});
