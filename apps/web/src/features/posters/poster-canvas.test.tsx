import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PosterCanvas } from './poster-canvas';
import type { DrawnPoster } from './poster-content';
import { POSTER_HEIGHT, POSTER_SCALE, POSTER_WIDTH, wrapLines } from './poster-drawing';

/** A 2D context that records the text drawn and measures 10 px per character (happy-dom has none). */
function fakeContext(texts: string[]) {
  const noop = () => undefined;
  return new Proxy(
    {
      measureText: (text: string) => ({ width: [...text].length * 10 }),
      fillText: (text: string) => void texts.push(text),
      createLinearGradient: () => ({ addColorStop: noop }),
    } as Record<string, unknown>,
    {
      get: (target, key: string) => (key in target ? target[key] : noop),
      set: () => true,
    },
  );
}

const poster: DrawnPoster = {
  content: {
    style: 'recruit-student',
    brand: '学车',
    kicker: '招生海报',
    title: '跟我学车，轻松拿证',
    slogan: '考场实拍视频',
    name: '王建国',
    school: '东方驾校',
    badge: '认证教练',
    features: ['真实考场实拍视频'],
    link: 'https://xueche.example/?did=C0ach123',
    qrTitle: '长按识别二维码',
    qrHint: '扫码跟我学车',
  },
  portrait: '',
  cover: '',
};

describe('the poster canvas', () => {
  let texts: string[];
  beforeEach(() => {
    texts = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => fakeContext(texts) as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(
      (type?: string) => `data:${type};base64,AAAA`,
    );
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('draws at twice the 750×1334 design size and offers the JPEG as a download outside WeChat', async () => {
    await act(async () => {
      render(<PosterCanvas poster={poster} mode="image" fileName="poster-1.jpg" />);
    });
    const image = await screen.findByTestId('poster-image');
    expect(image.getAttribute('src')).toBe('data:image/jpeg;base64,AAAA');
    const canvas = screen.getByTestId('poster-canvas') as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([POSTER_WIDTH * POSTER_SCALE, POSTER_HEIGHT * POSTER_SCALE]);
    expect(canvas.getAttribute('data-state')).toBe('ready');
    const download = screen.getByTestId('poster-download');
    expect(download.getAttribute('href')).toBe('data:image/jpeg;base64,AAAA');
    expect(download.getAttribute('download')).toBe('poster-1.jpg');
    expect(screen.queryByTestId('poster-save-hint')).toBeNull();
    // What the poster says: title, the person, the school, the badge and the QR caption.
    for (const text of ['跟我学车，轻松拿证', '王建国', '东方驾校', '认证教练', '长按识别二维码', '扫码跟我学车']) {
      expect(texts).toContain(text);
    }
    // No portrait: the name's first character stands in.
    expect(texts).toContain('王');
  });

  it('inside WeChat says to long-press the image instead of offering a download', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50');
    await act(async () => {
      render(<PosterCanvas poster={poster} mode="image" />);
    });
    await screen.findByTestId('poster-image');
    expect(screen.getByTestId('poster-save-hint').textContent).toBe('长按图片，保存到手机或发送给朋友');
    expect(screen.queryByTestId('poster-download')).toBeNull();
  });

  it('a preview shows the canvas itself and exports nothing', async () => {
    await act(async () => {
      render(<PosterCanvas poster={poster} mode="preview" />);
    });
    await waitFor(() => expect(screen.getByTestId('poster-canvas').getAttribute('data-state')).toBe('ready'));
    expect(HTMLCanvasElement.prototype.toDataURL).not.toHaveBeenCalled();
    expect(screen.queryByTestId('poster-image')).toBeNull();
  });
});

describe('text wrapping on the poster', () => {
  const ctx = { measureText: (text: string) => ({ width: [...text].length * 10 }) } as CanvasRenderingContext2D;

  it('breaks Chinese anywhere, keeps Latin words whole and ends cut text with an ellipsis', () => {
    expect(wrapLines(ctx, '跟我学车轻松拿证', 40, 2)).toEqual(['跟我学车', '轻松拿证']);
    expect(wrapLines(ctx, 'learn to drive', 90, 2)).toEqual(['learn to', 'drive']);
    expect(wrapLines(ctx, '科一科四全真模考错题本', 40, 2)).toEqual(['科一科四', '全真模…']);
    expect(wrapLines(ctx, 'abcdefghijkl', 50, 1)).toEqual(['abcd…']);
  });
});
