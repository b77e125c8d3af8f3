import { useQuery } from '@tanstack/react-query';
import { Failed, Loading } from '../../../components/blocks';
import { Link } from '../../../components/link';
import { errorMessage } from '../../../lib/api-error';
import { formatDuration } from '../../../lib/format';
import { k3Href, useSignedIn, useSiteField, withQuery } from '../paths';
import { SignInInvite } from '../sign-in-invite';
import { useT } from './messages';
import styles from './vr.module.css';
import { landQuery } from './vr-api';

/**
 * '/vrland' (and '/wx_vrland'): the field's exam site at a glance — the 3D yard, its plan, the panorama
 * tour with each station's picture, the five items, the how-to videos, and the ways on to subject
 * three, interactive practice, booking practice on site and directions.
 */
export default function LandPage({ webview = false }: { webview?: boolean }) {
  const t = useT();
  const { fieldId } = useSiteField();
  const signedIn = useSignedIn();
  const land = useQuery({ ...landQuery(fieldId, signedIn), enabled: signedIn || fieldId !== null });
  if (land.isError) {
    return <Failed full message={errorMessage(land.error, t('common.pageError'))} onRetry={() => land.refetch()} />;
  }
  if (!land.data) return <Loading full />;
  const { field, panoramas, videos } = land.data;
  const q = { field_id: field.field_id };
  const wx = (path: string) => (webview ? `/wx_${path.slice(1)}` : path);
  const tour = webview ? '/webview/overall-view' : '/overall-view';
  return (
    <div className={styles.page} data-testid="vr-land">
      {webview && <SignInInvite to={withQuery('/vrland', q)} />}
      <section className={styles.hero}>
        <h1>{t('land.title', { field: field.field_name })}</h1>
        <p>{t('land.address', { address: field.address })}</p>
      </section>
      <nav className={styles.entries}>
        <Link className={`${styles.entry} ${styles.entry3d}`} to={withQuery(wx('/fivevr'), q)} data-testid="open-yard">
          {t('land.yard3d')}
          <small>{t('land.yard3dHint')}</small>
        </Link>
        <Link className={`${styles.entry} ${styles.entryPlan}`} to={withQuery(wx('/k2map'), q)}>
          {t('land.plan')}
          <small>{t('land.planHint')}</small>
        </Link>
        <Link className={`${styles.entry} ${styles.entryTour}`} to={withQuery(tour, q)} data-testid="open-tour">
          {t('land.tour')}
          <small>{t('land.tourHint', { n: panoramas.length })}</small>
        </Link>
        <Link className={`${styles.entry} ${styles.entryFive}`} to={withQuery(wx('/k2vr'), q)}>
          {t('land.five')}
          <small>{t('land.fiveHint')}</small>
        </Link>
      </nav>
      {panoramas.length > 0 && (
        <ul className={styles.stations}>
          {panoramas.map((p) => (
            <li key={p.key}>
              <Link to={withQuery(tour, { ...q, station: p.key })} className={styles.station}>
                <span className={styles.stationPicture} style={{ backgroundImage: `url("${p.image}")` }} />
                <span>
                  {p.name}
                  {p.locked && <small className={styles.lockBadge}>{t('land.locked')}</small>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {videos.length > 0 && (
        <section className={styles.panel}>
          <h3>{t('land.videos')}</h3>
          <ul className={styles.videos}>
            {videos.map((v) => (
              <li key={v.hls}>
                {v.item_key ? (
                  <Link
                    to={withQuery(webview ? '/webview/overall-view/info' : '/overall-view/info', {
                      ...q,
                      item: v.item_key,
                    })}
                  >
                    {v.title}
                  </Link>
                ) : (
                  <span>{v.title}</span>
                )}
                <small>
                  {formatDuration(v.duration_s)}
                  {v.locked ? ` · ${t('land.locked')}` : ''}
                </small>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav className={styles.more}>
        <Link to={k3Href(webview, field.field_id)}>{t('land.k3')} ›</Link>
        <Link to={withQuery(webview ? '/wx_hudong/page' : '/hudong/page', q)}>{t('land.hd')} ›</Link>
        {!webview && <Link to={withQuery('/k2vr/practice', q)}>{t('land.practice')} ›</Link>}
        {!webview && <Link to={withQuery('/nav', q)}>{t('land.nav')} ›</Link>}
      </nav>
    </div>
  );
}
