import { useQuery } from '@tanstack/react-query';
import type { YardItemKey } from '@xueche/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Failed, Loading } from '../../../../components/blocks';
import { Link } from '../../../../components/link';
import { PrimaryButton } from '../../../../components/primary-button';
import { errorMessage } from '../../../../lib/api-error';
import { useSignedIn, useSiteField, withQuery } from '../../paths';
import { SignInInvite } from '../../sign-in-invite';
import { ItemDims } from '../item-dims';
import { useT } from '../messages';
import { ViewSwitch } from '../view-switch';
import styles from '../vr.module.css';
import { type Layout, layoutQuery } from '../vr-api';
import type { YardScene, YardView } from './yard-scene';

const CIRCLED = ['①', '②', '③', '④', '⑤'];

/**
 * '/fivevr' and '/k2map' (and their `wx_` forms): the field's subject-two yard in 3D — '/k2map' opens on
 * the plan from above with the stations in exam order, '/fivevr' in 3D. Tap an item (on the yard or its
 * chip) for its sizes and reference points, and watch a reference car drive it.
 */
export default function YardPage({ webview = false }: { webview?: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  const { fieldId } = useSiteField();
  const signedIn = useSignedIn();
  const layout = useQuery({ ...layoutQuery(fieldId, signedIn), enabled: signedIn || fieldId !== null });
  const plan = pathname.endsWith('k2map');
  if (layout.isError) {
    return <Failed full message={errorMessage(layout.error, t('common.pageError'))} onRetry={() => layout.refetch()} />;
  }
  if (!layout.data) return <Loading full text={t('yard.loading')} />;
  return (
    <>
      {webview && <SignInInvite to={withQuery(plan ? '/k2map' : '/fivevr', { field_id: fieldId })} />}
      <Yard layout={layout.data} initialView={plan ? 'plan' : 'orbit'} webview={webview} />
    </>
  );
}

function Yard({ layout, initialView, webview }: { layout: Layout; initialView: YardView; webview: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<YardScene | null>(null);
  const [view, setView] = useState<YardView>(initialView);
  const [selected, setSelected] = useState<YardItemKey | null>((params.get('item') as YardItemKey | null) ?? null);
  const [moment, setMoment] = useState<{ cue: string; action: string } | null>(null);
  const [playing, setPlaying] = useState(false);
  /** The first frame: ms from building the scene, and ms from the page's start (what a person waited). */
  const [firstFrame, setFirstFrame] = useState<number | null>(null);
  const [firstFrameAt, setFirstFrameAt] = useState<number | null>(null);
  const [broken, setBroken] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const items = [...layout.items].sort((a, b) => a.order - b.order);
  const item = items.find((i) => i.key === selected);

  // What the scene shows when it arrives: the view and item chosen meanwhile.
  const shown = useRef({ view, selected });
  shown.current = { view, selected };

  // three.js (the scene's chunk) comes after the page's first paint: the stage, the items and their chips
  // show at once, the canvas with its loading note until the scene has drawn its first frame.
  useEffect(() => {
    let built: YardScene | undefined;
    let gone = false;
    const resize = () => built?.resize();
    import('./yard-scene').then(
      ({ YardScene }) => {
        if (gone || !canvas.current) return;
        try {
          built = new YardScene(canvas.current, layout, {
            onSelect: (key) => setSelected(key),
            onMoment: setMoment,
            onDemoEnd: () => setPlaying(false),
          });
        } catch {
          setBroken(true);
          return;
        }
        scene.current = built;
        built.setView(shown.current.view);
        built.select(shown.current.selected);
        void built.firstFrame.then((ms) => {
          setFirstFrame(Math.round(ms));
          setFirstFrameAt(Math.round(performance.now()));
        });
        addEventListener('resize', resize);
      },
      () => setLoadFailed(true),
    );
    return () => {
      gone = true;
      removeEventListener('resize', resize);
      built?.dispose();
      scene.current = null;
    };
  }, [layout]);

  useEffect(() => scene.current?.setView(view), [view]);
  useEffect(() => {
    scene.current?.stop();
    setPlaying(false);
    scene.current?.select(selected);
  }, [selected]);
  // Opened from an item page with `?demo=1`: drive it at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the scene is there
  useEffect(() => {
    if (params.get('demo') === '1' && selected && firstFrame !== null) {
      scene.current?.play(selected);
      setPlaying(true);
    }
  }, [firstFrame]);

  const demo = () => {
    if (!selected) return;
    if (playing) {
      scene.current?.stop();
      setPlaying(false);
      return;
    }
    scene.current?.play(selected);
    setPlaying(true);
  };
  const infoHref = (key: YardItemKey) =>
    withQuery(webview ? '/webview/overall-view/info' : '/overall-view/info', { field_id: layout.field_id, item: key });

  if (broken) return <Failed full message={t('yard.noWebgl')} />;
  // The scene's code did not arrive (the network dropped): a reload asks for it again.
  if (loadFailed) return <Failed full message={t('common.pageError')} onRetry={() => location.reload()} />;
  return (
    <div className={styles.yard}>
      <div className={styles.stage}>
        <canvas
          ref={canvas}
          className={styles.canvas}
          data-testid="yard-canvas"
          data-first-frame={firstFrame ?? ''}
          data-first-frame-at={firstFrameAt ?? ''}
        />
        {firstFrame === null && <span className={styles.stageNote}>{t('yard.loading')}</span>}
        {moment && (
          <p className={styles.moment} role="status" data-testid="moment">
            <strong>{moment.cue}</strong>
            <span>→ {moment.action}</span>
          </p>
        )}
        <ViewSwitch
          views={['orbit', 'plan'] as const}
          value={view}
          onChange={setView}
          label={(v) => t(v === 'orbit' ? 'yard.orbit' : 'yard.plan')}
        />
      </div>
      <p className={styles.hint}>{t('yard.hint')}</p>
      <nav className={styles.chips} aria-label={t('yard.orbit')}>
        {items.map((i) => (
          <button
            key={i.key}
            type="button"
            className={styles.chip}
            aria-pressed={i.key === selected}
            onClick={() => setSelected(i.key === selected ? null : i.key)}
            data-testid={`item-chip-${i.key}`}
          >
            {CIRCLED[i.order - 1]} {i.name}
          </button>
        ))}
      </nav>
      {item ? (
        <section className={styles.panel} data-testid="item-panel" aria-live="polite">
          <h2>
            {t('yard.order', { n: item.order })} · {item.name}
          </h2>
          <ItemDims dims={item.dims} />
          <p className={styles.note}>
            {t('yard.vehicle', {
              cls: layout.vehicle.class,
              length: layout.vehicle.length,
              width: layout.vehicle.width,
            })}
          </p>
          <div className={styles.panelActions}>
            <PrimaryButton onClick={demo} data-testid="demo-button">
              {playing ? t('yard.stopDemo') : t('yard.demo')}
            </PrimaryButton>
            <Link className={styles.linkButton} to={infoHref(item.key)} data-testid="item-details">
              {t('yard.details')}
            </Link>
          </div>
        </section>
      ) : (
        <p className={styles.note}>{t('yard.tapHint')}</p>
      )}
    </div>
  );
}
