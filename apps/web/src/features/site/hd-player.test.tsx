import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import HdVideoPage from './hd-video-page';
import { hdVideo } from './test-fixtures';

function setup(video = hdVideo()) {
  stubApi(stub('GET /v3/hd/info', video));
  renderRoutes([{ path: '/hudong/hvideo/:id', element: <HdVideoPage /> }], '/hudong/hvideo/9');
}

/** The clip on screen played to its end, as the <video> reports it. */
const endClip = () =>
  act(async () => {
    fireEvent.ended(screen.getByTestId('site-video'));
  });
const clipKey = () => screen.getByTestId('hd-clip').dataset.key;

describe("an interactive video ('/hudong/hvideo/{id}')", () => {
  beforeEach(() => {
    useSession.setState({ status: 2, token: 'tok-1' });
    // happy-dom's <video> does not play; the page only asks it to.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks at the end of each clip, plays the clip each choice names, and scores the decisions at the end', async () => {
    setup();
    await screen.findByTestId('hd-run');
    expect(clipKey()).toBe('intro');
    expect(screen.queryByTestId('hd-question')).toBeNull();

    await endClip();
    const question = screen.getByTestId('hd-question');
    expect(question.textContent).toContain('前方人行横道有行人，你怎么做？');
    fireEvent.click(screen.getByRole('button', { name: '减速观察' }));
    expect(clipKey()).toBe('slow');
    expect(screen.queryByTestId('hd-question')).toBeNull();

    await endClip();
    fireEvent.click(screen.getByRole('button', { name: '鸣笛催促' }));
    expect(clipKey()).toBe('honk');

    await endClip();
    const end = screen.getByTestId('hd-end');
    expect(end.dataset.right).toBe('1');
    expect(end.dataset.total).toBe('2');
    expect(screen.getByTestId('hd-score').textContent).toBe('做对 1 / 2 个决定');
    const decisions = screen.getAllByTestId('hd-decision');
    expect(decisions.map((d) => d.dataset.right)).toEqual(['true', 'false']);
    expect(decisions[1]?.textContent).toContain('考试中不必要的鸣笛会扣分。');

    // Again from the start, nothing decided.
    fireEvent.click(screen.getByTestId('hd-restart'));
    expect(clipKey()).toBe('intro');
    expect(screen.queryByTestId('hd-end')).toBeNull();
  });

  it('offers the pay page at the end of a locked clip’s preview instead of asking', async () => {
    const video = hdVideo();
    const first = video.clips[0];
    if (first) first.video = { ...first.video, locked: true, url: null };
    setup(video);
    await screen.findByTestId('hd-run');
    expect(screen.getByTestId('preview-badge').textContent).toBe('试看 4 秒');
    await endClip();
    expect(screen.queryByTestId('hd-question')).toBeNull();
    expect(screen.getByTestId('buy-course').getAttribute('href')).toBe('/pay/landpage?field_id=3');
  });

  it('does not play a video whose choices lead nowhere', async () => {
    const video = hdVideo();
    video.start = 'missing';
    setup(video);
    expect(await screen.findByText('这个互动视频的内容不完整，暂时不能播放。')).toBeTruthy();
  });
});
