import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import { Viewer } from '@photo-sphere-viewer/core';
import { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import { type MarkerConfig, MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import type { Panorama, YardItemKey } from '@xueche/contract';
import { useEffect, useRef } from 'react';
import styles from '../vr.module.css';

interface Props {
  panorama: Panorama;
  /** Station names by key, to label the links. */
  onWalk: (station: string) => void;
  onInfo: (item: YardItemKey) => void;
  /** Fired once the picture is on screen. */
  onReady?: () => void;
  labels: { gyroscope: string; zoomIn: string; zoomOut: string; loading: string };
}

const deg = (d: number) => `${d}deg`;

/** A marker as a real element (the page's policy allows no inline styles from HTML strings). */
function markerElement(text: string, kind: 'link' | 'info', testId: string): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = (kind === 'link' ? styles.hotspotLink : styles.hotspotInfo) ?? '';
  button.dataset.testid = testId;
  button.textContent = kind === 'link' ? `➜ ${text}` : `ⓘ ${text}`;
  return button;
}

function markersOf(p: Panorama): MarkerConfig[] {
  return [
    ...p.links.map(
      (l): MarkerConfig => ({
        id: `link:${l.to}`,
        position: { yaw: deg(l.yaw), pitch: deg(l.pitch) },
        element: markerElement(l.label, 'link', `hotspot-${l.to}`),
        anchor: 'center center',
        data: { to: l.to },
      }),
    ),
    ...p.infos.map(
      (i): MarkerConfig => ({
        id: `info:${i.item_key}`,
        position: { yaw: deg(i.yaw), pitch: deg(i.pitch) },
        element: markerElement(i.label, 'info', `info-${i.item_key}`),
        anchor: 'center center',
        data: { item: i.item_key },
      }),
    ),
  ];
}

/**
 * Turns the opening view just enough that the way on (the station's first link) shows whole: on a phone held
 * upright the view is narrow, and a station's chosen direction can leave that hotspot cut at the edge.
 */
function showFirstLink(v: Viewer, p: Panorama) {
  const link = p.links[0];
  if (!link) return;
  // The marker's own width where it is drawn already, else about that of a two-word label.
  const drawn = v.container.querySelector<HTMLElement>(`[data-testid="hotspot-${link.to}"]`)?.offsetWidth || 130;
  const { hFov, size } = v.state;
  const margin = ((drawn / 2 + 12) / size.width) * hFov;
  const room = Math.max(0, hFov / 2 - margin);
  const offset = ((((link.yaw - p.yaw) % 360) + 540) % 360) - 180;
  if (Math.abs(offset) <= room) return;
  v.rotate({ yaw: deg(link.yaw - Math.sign(offset) * room), pitch: 0 });
}

/**
 * A 360° station of the yard (Photo Sphere Viewer, loaded only on these routes): touch-drag to look
 * around, the phone's gyroscope where it has one (iOS asks for permission on the button's tap), hotspots
 * to walk to the next station and markers that open an item.
 */
export function PanoramaViewer({ panorama, onWalk, onInfo, onReady, labels }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const handlers = useRef({ onWalk, onInfo, onReady });
  handlers.current = { onWalk, onInfo, onReady };

  // biome-ignore lint/correctness/useExhaustiveDependencies: built once; stations change through setPanorama below
  useEffect(() => {
    if (!container.current) return;
    const v = new Viewer({
      container: container.current,
      panorama: panorama.image,
      defaultYaw: deg(panorama.yaw),
      navbar: ['zoom', 'move', 'gyroscope'],
      loadingTxt: labels.loading,
      lang: { zoomIn: labels.zoomIn, zoomOut: labels.zoomOut, gyroscope: labels.gyroscope } as never,
      mousewheel: false,
      touchmoveTwoFingers: false,
      plugins: [[MarkersPlugin, { markers: markersOf(panorama) }], GyroscopePlugin],
    });
    viewer.current = v;
    v.addEventListener(
      'ready',
      () => {
        showFirstLink(v, panorama);
        handlers.current.onReady?.();
      },
      { once: true },
    );
    const markers = v.getPlugin<MarkersPlugin>(MarkersPlugin);
    markers.addEventListener('select-marker', ({ marker }) => {
      const data = marker.data as { to?: string; item?: YardItemKey };
      if (data.to) handlers.current.onWalk(data.to);
      else if (data.item) handlers.current.onInfo(data.item);
    });
    return () => {
      v.destroy();
      viewer.current = null;
    };
  }, []);

  useEffect(() => {
    const v = viewer.current;
    if (!v || v.config.panorama === panorama.image) return;
    const markers = v.getPlugin<MarkersPlugin>(MarkersPlugin);
    markers.clearMarkers();
    void v
      .setPanorama(panorama.image, { position: { yaw: deg(panorama.yaw), pitch: 0 }, transition: { speed: 800 } })
      .then(() => {
        markers.setMarkers(markersOf(panorama));
        showFirstLink(v, panorama);
        handlers.current.onReady?.();
      });
  }, [panorama]);

  return <div ref={container} className={styles.panorama} data-testid="panorama" data-station={panorama.key} />;
}
