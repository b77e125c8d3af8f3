import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { atlas, atlasEntry } from '@xueche/atlas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import AtlasPage from './atlas-page';
import EntryPage from './entry-page';
import AtlasPracticePage, { practiceWeight } from './practice-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const noProgress = { answers: 0, rights: 0, entries: [] };
const routes = [
  { path: '/atlas', element: <AtlasPage /> },
  { path: '/atlas/practice', element: <AtlasPracticePage /> },
  { path: '/atlas/:key', element: <EntryPage /> },
  { path: '/ke/practice', element: <p>practice</p> },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the atlas ('/atlas')", () => {
  it('counts each kind and opens a class of signs as pictures with their names', async () => {
    stubApi(stub('GET /v2/atlas/progress', noProgress));
    renderRoutes(routes, '/atlas');
    const signs = await screen.findByTestId('atlas-kind-sign');
    const count = atlas.filter((e) => e.kind === 'sign').length;
    expect(within(signs).getByRole('heading').textContent).toBe(`交通标志 ${count} 个`);
    fireEvent.click(within(signs).getByText('禁令标志'));
    const group = await screen.findByTestId('atlas-group-prohibition');
    expect(within(group).getByTestId('atlas-tile-stop').textContent).toBe('停车让行');
    expect(within(group).queryByTestId('atlas-tile-warning-children')).toBeNull();
  });

  it('searches names first, then meanings, and says so when nothing matches', async () => {
    stubApi(stub('GET /v2/atlas/progress', noProgress));
    renderRoutes(routes, '/atlas');
    fireEvent.change(await screen.findByTestId('atlas-search'), { target: { value: '让行' } });
    const results = await screen.findByTestId('atlas-results');
    const names = within(results)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names.slice(0, 3).sort()).toEqual(['会车让行', '停车让行', '减速让行'].sort());
    fireEvent.change(screen.getByTestId('atlas-search'), { target: { value: '不存在的标志名' } });
    expect((await screen.findByTestId('atlas-results')).textContent).toContain('没有找到“不存在的标志名”');
  });
});

describe("an entry ('/atlas/:key')", () => {
  it('shows the drawing, meaning and rule, lists its questions and leads to practising them per subject', async () => {
    const api = stubApi(
      stub('GET /v2/atlas/progress', {
        answers: 3,
        rights: 2,
        entries: [{ key: 'stop', answers: 3, rights: 2, last_right: true }],
      }),
      stub('GET /v2/atlas/questions', {
        key: 'stop',
        questions: [
          { id: 13, subject: 1, type: 'single', stem: '遇到这个标志时应当怎样做？' },
          { id: 203, subject: 4, type: 'single', stem: '遇到这个标志，下列做法正确的是？' },
        ],
      }),
    );
    renderRoutes(routes, '/atlas/stop');
    const entry = await screen.findByTestId('atlas-entry');
    const stop = atlasEntry('stop');
    expect(within(entry).getByRole('heading', { level: 1 }).textContent).toBe('停车让行');
    expect(within(entry).getByTestId('atlas-picture').getAttribute('alt')).toBe('停车让行');
    expect(within(entry).getByTestId('atlas-picture').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(entry).getByTestId('atlas-meaning').textContent).toBe(stop?.meaning);
    expect(within(entry).getByTestId('atlas-rule').textContent).toBe(stop?.rule);
    expect(await within(entry).findByText('题库中的相关题（2）')).toBeTruthy();
    expect(within(entry).getByText('你练过 3 次，答对 2 次')).toBeTruthy();
    expect(within(entry).getByTestId('atlas-practise-4').getAttribute('href')).toBe(
      '/ke/practice?subject=4&mode=picture&picture=stop',
    );
    expect(api.calls('GET /v2/atlas/questions')[0]?.query.get('key')).toBe('stop');
  });

  it('says plainly when the address names no entry', async () => {
    stubApi(stub('GET /v2/atlas/progress', noProgress));
    renderRoutes(routes, '/atlas/no-such-sign');
    expect((await screen.findByTestId('not-found')).textContent).toContain('速记图谱里没有这个条目');
  });
});

describe("atlas practice ('/atlas/practice')", () => {
  it('asks ten pictures of the class, four names each; marks the answer and sends it', async () => {
    const api = stubApi(
      stub('GET /v2/atlas/progress', noProgress),
      stub('POST /v2/atlas/answers', ({ body }) => ({ correct: body.key === body.chosen, answer: String(body.key) })),
    );
    renderRoutes(routes, '/atlas/practice?group=prohibition');
    expect((await screen.findByTestId('atlas-count')).textContent).toBe('第 1/10 题');
    const shown = screen.getAllByTestId('atlas-choice');
    expect(shown).toHaveLength(4);
    for (const choice of shown) expect(atlasEntry(choice.getAttribute('data-key') ?? '')?.group).toBe('prohibition');
    const picture = screen.getByTestId('atlas-picture').getAttribute('src') ?? '';
    const answer = atlas.find(
      (e) => e.group === 'prohibition' && picture.includes(encodeURIComponent(`<title>${e.name}</title>`)),
    );
    const wrong = shown.find((c) => c.getAttribute('data-key') !== answer?.key) as HTMLElement;
    fireEvent.click(wrong);
    expect(screen.getByTestId('atlas-verdict').textContent).toContain(`答错了，正确答案：${answer?.name}`);
    await vi.waitFor(() => expect(api.calls('POST /v2/atlas/answers')).toHaveLength(1));
    expect(api.calls('POST /v2/atlas/answers')[0]?.body).toEqual({
      key: answer?.key,
      chosen: wrong.getAttribute('data-key'),
    });
  });

  it('brings back what was missed and what was never seen more often than what is known', () => {
    const weight = practiceWeight({
      answers: 5,
      rights: 4,
      entries: [
        { key: 'stop', answers: 1, rights: 0, last_right: false },
        { key: 'yield', answers: 4, rights: 4, last_right: true },
      ],
    });
    const of = (key: string) => weight(atlasEntry(key) as NonNullable<ReturnType<typeof atlasEntry>>);
    expect(of('stop')).toBeGreaterThan(of('no-parking'));
    expect(of('no-parking')).toBeGreaterThan(of('yield'));
  });
});
