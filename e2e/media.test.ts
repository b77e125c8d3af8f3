import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoVideos } from '../apps/api/src/seed/content/videos';
import { usePhones } from './browser';
import { baseUrl } from './helpers';

const phones = usePhones();

/**
 * Plays each source in a bare video element of its own, all at once, and reports where each got to once
 * all are past half a second (or after 10 s). The page is one of this server's origin (the media is
 * same-origin only, as the app plays it), made up by the test.
 */
async function playedSeconds(page: Page, sources: string[]): Promise<number[]> {
  const blank = `${baseUrl()}/media-check`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<body></body>' }));
  await page.goto(blank);
  return page.evaluate(async (urls) => {
    const videos = urls.map((url) => {
      const video = document.createElement('video');
      Object.assign(video, { muted: true, playsInline: true, preload: 'auto', src: url });
      document.body.append(video);
      return video;
    });
    await Promise.all(videos.map((v) => v.play()));
    // Until every source has played past the half second the test asks for (a stalled one is caught by the
    // deadline and reported as far as it got), rather than a fixed 1.5 s.
    const deadline = Date.now() + 10_000;
    while (videos.some((v) => v.currentTime <= 0.5) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    return videos.map((v) => v.currentTime);
  }, sources);
}

describe('the demo videos', () => {
  it('are six or more', () => {
    expect(demoVideos.length).toBeGreaterThanOrEqual(6);
  });

  it.each(demoVideos)('$slug plays as MP4 and as HLS in Chromium, and the MP4 is small', async (video) => {
    const page = await phones.open();
    const base = `${baseUrl()}/static/media/${video.slug}`;
    const [mp4, hls] = await playedSeconds(page, [`${base}/video.mp4`, `${base}/hls/index.m3u8`]);
    expect(mp4, 'mp4').toBeGreaterThan(0.5);
    expect(hls, 'hls').toBeGreaterThan(0.5);
    const size = Number((await fetch(`${base}/video.mp4`, { method: 'HEAD' })).headers.get('content-length'));
    expect(size).toBeLessThan(500 * 1024);
  });
});
