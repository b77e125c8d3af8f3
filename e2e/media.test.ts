import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoVideos } from '../apps/api/src/db/seed/content/videos';
import { usePhones } from './browser';
import { baseUrl } from './helpers';

const phones = usePhones();

/**
 * Plays a source in a bare video element and reports where playback got to after a moment. The page is
 * one of this server's origin (the media is same-origin only, as the app plays it), made up by the test.
 */
async function playedSeconds(page: Page, src: string): Promise<number> {
  const blank = `${baseUrl()}/media-check`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<video muted playsinline preload="auto"></video>' }),
  );
  await page.goto(blank);
  return page.evaluate(async (url) => {
    const video = document.querySelector('video') as HTMLVideoElement;
    video.src = url;
    await video.play();
    await new Promise((r) => setTimeout(r, 1500));
    return video.currentTime;
  }, src);
}

describe('the demo videos', () => {
  it('every MP4 and HLS rendition plays in Chromium', async () => {
    const page = await phones.open();
    expect(demoVideos.length).toBeGreaterThanOrEqual(6);
    for (const video of demoVideos) {
      const base = `${baseUrl()}/static/media/${video.slug}`;
      expect(await playedSeconds(page, `${base}/video.mp4`), `${video.slug} mp4`).toBeGreaterThan(0.5);
      expect(await playedSeconds(page, `${base}/hls/index.m3u8`), `${video.slug} hls`).toBeGreaterThan(0.5);
      const size = Number((await fetch(`${base}/video.mp4`, { method: 'HEAD' })).headers.get('content-length'));
      expect(size, `${video.slug} size`).toBeLessThan(500 * 1024);
    }
  });
});
