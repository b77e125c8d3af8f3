import { useQuery } from '@tanstack/react-query';
import type { YardItemKey } from '@xueche/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { Failed, Loading } from '../../../../components/blocks';
import { Link } from '../../../../components/link';
import { errorMessage } from '../../../../lib/api-error';
import { payHref, useSignedIn, useSiteField, withQuery } from '../../paths';
import { SignInInvite } from '../../sign-in-invite';
import { useT } from '../messages';
import styles from '../vr.module.css';
import { landQuery } from '../vr-api';
import { PanoramaViewer } from './panorama-viewer';

/**
 * '/qj', '/overall-view' (and '/webview/overall-view'): a walk through the field's stations in 360°.
 * The station rides in the URL (`?station=`, or `?item=` for the station facing an item), so a reload or
 * a shared link opens the same one.
 */
export default function TourPage({ webview = false }: { webview?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { fieldId } = useSiteField();
  const signedIn = useSignedIn();
  const land = useQuery({ ...landQuery(fieldId, signedIn), enabled: signedIn || fieldId !== null });
  if (land.isError) {
    return <Failed full message={errorMessage(land.error, t('common.pageError'))} onRetry={() => land.refetch()} />;
  }
  if (!land.data) return <Loading full text={t('tour.loading')} />;
  const { panoramas, field, start } = land.data;
  if (!panoramas.length) return <Failed full message={t('tour.empty')} />;
  const asked = params.get('station');
  const byItem = params.get('item');
  const station =
    panoramas.find((p) => p.key === asked) ??
    panoramas.find((p) => byItem && p.item_key === byItem) ??
    panoramas.find((p) => p.key === start) ??
    panoramas[0];
  if (!station) return <Failed full message={t('tour.empty')} />;
  const walk = (to: string) =>
    setParams(
      (p) => {
        p.set('station', to);
        p.delete('item');
        return p;
      },
      { replace: true },
    );
  const info = (item: YardItemKey) =>
    navigate(
      withQuery(webview ? '/webview/overall-view/info' : '/overall-view/info', { field_id: field.field_id, item }),
    );

  return (
    <div className={styles.tour}>
      {webview && <SignInInvite to={withQuery('/overall-view', { field_id: field.field_id, station: station.key })} />}
      <PanoramaViewer
        panorama={station}
        onWalk={walk}
        onInfo={info}
        labels={{
          gyroscope: t('tour.gyroscope'),
          zoomIn: t('tour.zoomIn'),
          zoomOut: t('tour.zoomOut'),
          loading: t('tour.loading'),
        }}
      />
      <h2 className={styles.stationName} data-testid="station-name">
        {station.name}
      </h2>
      {station.locked && (
        <p className={styles.lockedNote} data-testid="station-locked">
          {t('tour.locked')} <Link to={payHref(field.field_id, field.lesson_id)}>{t('tour.unlock')} ›</Link>
        </p>
      )}
      <p className={styles.hint}>{t('tour.hint')}</p>
      <nav className={styles.chips} aria-label={t('tour.stations')}>
        {panoramas.map((p) => (
          <button
            key={p.key}
            type="button"
            className={styles.chip}
            aria-pressed={p.key === station.key}
            onClick={() => walk(p.key)}
            data-testid={`chip-${p.key}`}
          >
            {p.name}
            {p.locked && <small className={styles.lockBadge}>{t('land.locked')}</small>}
          </button>
        ))}
      </nav>
    </div>
  );
}
