import { useEffect, useRef, useState } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { isWeChat } from '../../lib/ua';
import { useT } from './messages';
import type { DrawnPoster } from './poster-content';
import { renderPoster } from './poster-drawing';
import styles from './posters.module.css';

/** Images that cannot load within this time are left out (the portrait becomes an initial). */
const IMAGE_TIMEOUT_MS = 8000;

/**
 * Loads an image for the canvas. Always in CORS mode: an image without CORS headers then fails to load
 * instead of tainting the canvas, so the poster can still be exported.
 */
export function loadImage(src: string): Promise<HTMLImageElement | null> {
  if (!src) return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    const timer = setTimeout(() => resolve(null), IMAGE_TIMEOUT_MS);
    img.crossOrigin = 'anonymous';
    img.onload = () => {
      clearTimeout(timer);
      resolve(img);
    };
    img.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    img.src = src;
  });
}

type State = { status: 'drawing' } | { status: 'ready'; url?: string } | { status: 'failed' };

/** Draws and exports: the JPEG a person keeps, or null when the browser cannot. */
async function draw(canvas: HTMLCanvasElement, poster: DrawnPoster, exportImage: boolean): Promise<State> {
  const [portrait, cover] = await Promise.all([loadImage(poster.portrait), loadImage(poster.cover)]);
  if (!renderPoster(canvas, poster.content, { portrait, cover })) return { status: 'failed' };
  if (!exportImage) return { status: 'ready' };
  try {
    return { status: 'ready', url: canvas.toDataURL('image/jpeg', 0.92) };
  } catch {
    // A tainted canvas after all (an image host that lied about CORS): draw again without images.
    if (!renderPoster(canvas, poster.content, { portrait: null, cover: null })) return { status: 'failed' };
    try {
      return { status: 'ready', url: canvas.toDataURL('image/jpeg', 0.92) };
    } catch {
      return { status: 'failed' };
    }
  }
}

/**
 * A poster drawn in the browser. `image` mode shows the exported JPEG to keep (long-press in WeChat, a
 * download elsewhere) and keeps the canvas out of sight; `preview` mode shows the canvas itself, redrawn
 * as the content changes.
 */
export function PosterCanvas({
  poster,
  mode,
  fileName = 'xueche-poster.jpg',
}: {
  poster: DrawnPoster;
  mode: 'image' | 'preview';
  fileName?: string;
}) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>({ status: 'drawing' });
  const key = JSON.stringify(poster);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the poster
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let current = true;
    setState({ status: 'drawing' });
    draw(element, poster, mode === 'image').then(
      (next) => current && setState(next),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [key, mode]);

  const url = state.status === 'ready' ? state.url : undefined;
  const title = poster.content.title;
  return (
    <div className={styles.posterBox}>
      <canvas
        ref={canvas}
        className={mode === 'image' ? styles.offscreen : styles.previewCanvas}
        data-testid="poster-canvas"
        data-state={state.status}
        data-link={poster.content.link}
        aria-label={t('canvas.preview', { title })}
        role="img"
      />
      {state.status === 'drawing' && <Loading text={t('canvas.drawing')} />}
      {state.status === 'failed' && <Failed message={t('canvas.failed')} />}
      {mode === 'image' && url && (
        <>
          <img className={styles.posterImage} src={url} alt={t('canvas.alt', { title })} data-testid="poster-image" />
          {isWeChat() ? (
            <p className={styles.saveHint} data-testid="poster-save-hint">
              {t('canvas.longPress')}
            </p>
          ) : (
            <div className={styles.saveRow}>
              <a className={styles.linkSolid} href={url} download={fileName} data-testid="poster-download">
                {t('canvas.download')}
              </a>
              <span className={styles.muted}>{t('canvas.downloadHint')}</span>
            </div>
          )}
        </>
      )}
    </div>
  );
}
