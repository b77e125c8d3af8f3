import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { renderRoutes } from '../../test/render-routes';
import type { Wish } from './wish-api';
import WishPage from './wish-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const reply = (data: unknown, code = 200, msg = code === 200 ? 'ok' : '出错了') =>
  new Response(JSON.stringify({ code, status: code === 200 ? 1 : 0, msg, data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

const wish = (id: number, patch: Partial<Wish> = {}): Wish => ({
  id,
  content: `心愿内容 ${id}`,
  state: 'open',
  votes: id,
  voted: false,
  mine: false,
  author: { nickname: `学员${id}`, head_portrait: '' },
  created_at: '2026-10-01T02:00:00Z',
  answer: null,
  reported: false,
  hidden: null,
  ...patch,
});

function setup(
  opts: { list?: Wish[]; left?: number; failList?: boolean; add?: Response; report?: () => Response } = {},
) {
  let list = opts.list ?? [
    wish(2, { state: 'planned', answer: { text: '下个版本上线', at: '2026-10-02T02:00:00Z' } }),
    wish(1, { mine: true }),
  ];
  let left = opts.left ?? 3;
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const u = new URL(input, 'http://x');
    if (u.pathname === '/api/v1/wish/list') {
      if (opts.failList) return reply(null, 503, '服务暂时不可用');
      return reply({ total: list.length, page: 1, num: 10, list, daily_limit: 3, left_today: left });
    }
    if (u.pathname === '/api/v1/wish/add') {
      if (opts.add) return opts.add;
      const content = new URLSearchParams(String(init?.body)).get('content') ?? '';
      const made = wish(9, { content, votes: 0, mine: true });
      list = [made, ...list];
      left -= 1;
      return reply({ wish: made, left_today: left });
    }
    if (u.pathname === '/api/v1/wish/report') {
      const id = Number(new URLSearchParams(String(init?.body)).get('id'));
      if (opts.report) return opts.report();
      list = list.map((w) => (w.id === id ? { ...w, reported: true } : w));
      return reply({ id, reported: true });
    }
    if (u.pathname === '/api/v1/wish/vote') {
      const body = new URLSearchParams(String(init?.body));
      const id = Number(body.get('id'));
      const on = body.get('on') === 'true';
      list = list.map((w) => (w.id === id ? { ...w, voted: on, votes: w.votes + (on ? 1 : -1) } : w));
      const changed = list.find((w) => w.id === id) as Wish;
      return reply({ id, voted: changed.voted, votes: changed.votes });
    }
    return reply(null, 404);
  });
  vi.stubGlobal('fetch', fetch);
  renderRoutes([{ path: '/wish', element: <WishPage /> }], '/wish');
  return { fetch };
}

const posts = (fetch: ReturnType<typeof setup>['fetch'], path: string) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith(path)) as unknown as [string, RequestInit][];

describe('the wish wall', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.mocked(toast).mockClear();
  });

  it('lists wishes with their state, votes and answers, and what is left today', async () => {
    setup();
    const cards = await screen.findAllByTestId('wish');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByTestId('wish-state').textContent).toBe('已排期');
    expect(within(cards[0] as HTMLElement).getByTestId('wish-answer').textContent).toContain('下个版本上线');
    expect(within(cards[1] as HTMLElement).getByText('我的心愿')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByTestId('wish-vote').textContent).toBe('支持 1');
    expect(screen.getByTestId('wish-allowance').textContent).toBe('今天还可以许 3 个心愿');
    expect(screen.getByRole('tab', { name: '最新' }).getAttribute('aria-selected')).toBe('true');
  });

  it('checks the length before sending, then posts the trimmed wish and shows it', async () => {
    const { fetch } = setup();
    await screen.findAllByTestId('wish');
    const box = screen.getByRole('textbox', { name: '我的心愿' });
    fireEvent.change(box, { target: { value: '  好的  ' } });
    await act(async () => fireEvent.click(screen.getByTestId('wish-submit')));
    expect(screen.getByRole('alert').textContent).toBe('请至少写 4 个字');
    expect(posts(fetch, '/api/v1/wish/add')).toHaveLength(0);

    fireEvent.change(box, { target: { value: '  希望能离线做题  ' } });
    expect(screen.getByText('7/200')).toBeTruthy();
    // The button waits 2 s after a tap (docs/product.md#input-and-display-rules).
    const submit = screen.getByTestId('wish-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await vi.waitFor(() => expect(submit.disabled).toBe(false), { timeout: 3000 });
    await act(async () => fireEvent.click(screen.getByTestId('wish-submit')));
    const [, init] = posts(fetch, '/api/v1/wish/add')[0] as [string, RequestInit];
    expect(init.body).toBe(new URLSearchParams({ content: '希望能离线做题' }).toString());
    expect((await screen.findAllByTestId('wish'))[0]?.textContent).toContain('希望能离线做题');
    expect((box as HTMLTextAreaElement).value).toBe('');
    // Said beside the box, not in a toast over the list (where the new wish is).
    expect(screen.getByRole('status').textContent).toBe('心愿已发布，在下面的列表里可以看到');
    expect(toast).not.toHaveBeenCalled();
    expect((await screen.findByTestId('wish-allowance')).textContent).toBe('今天还可以许 2 个心愿');
  });

  it('shows the daily limit from the server beside the box, keeping the text', async () => {
    setup({
      add: reply(
        { errors: { content: 'wish_daily_limit' }, retry_after: 3600 },
        429,
        '每人每天最多许 3 个心愿，明天再来吧',
      ),
    });
    await screen.findAllByTestId('wish');
    const box = screen.getByRole('textbox', { name: '我的心愿' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '第四个心愿来了' } });
    await act(async () => fireEvent.click(screen.getByTestId('wish-submit')));
    expect((await screen.findByRole('alert')).textContent).toBe('每人每天最多许 3 个心愿，明天再来吧');
    expect(box.value).toBe('第四个心愿来了');
  });

  it('turns the button off when nothing is left today', async () => {
    setup({ left: 0 });
    await screen.findAllByTestId('wish');
    expect(screen.getByTestId('wish-allowance').textContent).toContain('明天再来吧');
    expect((screen.getByTestId('wish-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('votes and takes the vote back', async () => {
    const { fetch } = setup();
    const [first] = await screen.findAllByTestId('wish');
    const button = within(first as HTMLElement).getByTestId('wish-vote');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(button));
    await vi.waitFor(() => expect(button.textContent).toBe('已支持 3'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    const [, init] = posts(fetch, '/api/v1/wish/vote')[0] as [string, RequestInit];
    expect(init.body).toBe(new URLSearchParams({ id: '2', on: 'true' }).toString());
  });

  it('says when the list is empty, and when it failed, with a retry', async () => {
    setup({ list: [] });
    expect(await screen.findByText('还没有人许愿，写下第一个心愿吧')).toBeTruthy();
    cleanup();
    setup({ failList: true });
    expect(await screen.findByText('服务暂时不可用')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('shows a wish as the text it is, markup included, never as HTML', async () => {
    setup({ list: [wish(3, { content: '<b>加粗</b><img src=x onerror="alert(1)">' })] });
    const [card] = await screen.findAllByTestId('wish');
    expect(card?.textContent).toContain('<b>加粗</b><img src=x onerror="alert(1)">');
    expect(card?.querySelector('b, img')).toBeNull();
  });

  it('says beside the box when the server refuses markup, keeping the text', async () => {
    const sentence = '心愿只能写文字，不能包含 HTML 标签或代码';
    setup({ add: reply({ errors: { content: sentence } }, 400, `参数有误：content ${sentence}`) });
    await screen.findAllByTestId('wish');
    const box = screen.getByRole('textbox', { name: '我的心愿' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '<b>希望加粗</b>' } });
    await act(async () => fireEvent.click(screen.getByTestId('wish-submit')));
    expect((await screen.findByRole('alert')).textContent).toBe(sentence);
    expect(box.value).toBe('<b>希望加粗</b>');
  });

  it('reports someone else’s wish with a reason, once; never one’s own', async () => {
    const { fetch } = setup();
    const [theirs, mine] = await screen.findAllByTestId('wish');
    expect(within(mine as HTMLElement).queryByTestId('wish-report')).toBeNull();
    await act(async () => fireEvent.click(within(theirs as HTMLElement).getByTestId('wish-report')));
    // The sheet is its own chunk, loaded on the first tap.
    const sheet = await screen.findByTestId('wish-report-sheet', {}, { timeout: 10_000 });
    const send = within(sheet).getByTestId('wish-report-send') as HTMLButtonElement;
    // No reason picked: nothing to send.
    expect(send.disabled).toBe(true);
    fireEvent.click(within(sheet).getByLabelText('乱码、代码或无意义内容'));
    fireEvent.change(within(sheet).getByLabelText('补充说明（选填）'), { target: { value: ' 全是代码 ' } });
    await vi.waitFor(() => expect(send.disabled).toBe(false), { timeout: 3000 });
    await act(async () => fireEvent.click(send));
    const [, init] = posts(fetch, '/api/v1/wish/report')[0] as [string, RequestInit];
    expect(init.body).toBe(new URLSearchParams({ id: '2', reason: 'junk', note: '全是代码' }).toString());
    await vi.waitFor(() => expect(screen.queryByTestId('wish-report-sheet')).toBeNull());
    const button = within(theirs as HTMLElement).getByTestId('wish-report') as HTMLButtonElement;
    expect([button.textContent, button.disabled]).toEqual(['已举报', true]);
  }, 20_000);

  it('keeps the sheet open with the server’s sentence when the report is refused', async () => {
    setup({ report: () => reply(null, 409, '你已经举报过这个心愿，我们会尽快处理') });
    const [theirs] = await screen.findAllByTestId('wish');
    await act(async () => fireEvent.click(within(theirs as HTMLElement).getByTestId('wish-report')));
    // The sheet is its own chunk, loaded on the first tap.
    const sheet = await screen.findByTestId('wish-report-sheet', {}, { timeout: 10_000 });
    fireEvent.click(within(sheet).getByLabelText('广告或刷屏'));
    const send = within(sheet).getByTestId('wish-report-send') as HTMLButtonElement;
    await vi.waitFor(() => expect(send.disabled).toBe(false), { timeout: 3000 });
    await act(async () => fireEvent.click(send));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('你已经举报过这个心愿，我们会尽快处理');
    expect(screen.getByTestId('wish-report-sheet')).toBeTruthy();
  }, 20_000);

  it('tells the author their own wish is hidden, and why', async () => {
    setup({ list: [wish(4, { mine: true, hidden: { reason: '含有广告', at: '2026-10-03T02:00:00Z' } })] });
    const [card] = await screen.findAllByTestId('wish');
    expect(within(card as HTMLElement).getByTestId('wish-hidden').textContent).toBe(
      '已被隐藏，只有你能看到 · 原因：含有广告',
    );
  });
});
