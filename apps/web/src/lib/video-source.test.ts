import { describe, expect, it } from 'vitest';
import { planSource } from './video-source';

const video = { mp4: '/static/media/a/video.mp4', hls: '/static/media/a/hls/index.m3u8' };

describe('choosing the source', () => {
  it('uses native HLS only when the browser says "probably"', () => {
    expect(planSource({ url: video.mp4, hls: video.hls }, () => 'probably')).toEqual({
      kind: 'native-hls',
      url: video.hls,
    });
    expect(planSource({ url: video.mp4, hls: video.hls }, () => 'maybe')).toEqual({ kind: 'file', url: video.mp4 });
    expect(planSource({ url: video.mp4, hls: video.hls }, () => '')).toEqual({ kind: 'file', url: video.mp4 });
  });

  it('falls back to hls.js when there is no file', () => {
    expect(planSource({ url: null, hls: video.hls }, () => 'maybe')).toEqual({ kind: 'hls.js', url: video.hls });
    expect(planSource({ url: null, hls: video.hls }, () => 'probably').kind).toBe('native-hls');
  });
});
