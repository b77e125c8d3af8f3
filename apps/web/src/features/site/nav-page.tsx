import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { OpenLocation } from '../../components/open-location';
import { PrimaryButton } from '../../components/primary-button';
import { RetryImage } from '../../components/retry-image';
import { errorMessage } from '../../lib/api-error';
import { openFieldPicker } from '../../lib/field-picker';
import { getLocation, type Position } from '../../lib/wechat';
import { useT } from './messages';
import { k3Href, useSignedIn, useSiteField, withQuery } from './paths';
import styles from './site.module.css';
import { driveQuery, routeImageUrl, type SiteField, siteFieldQuery } from './site-api';
import { formatMetres } from './walkthrough';

type Located = { status: 'locating' } | { status: 'ready'; position: Position } | { status: 'refused' };

/** The phone's position (WeChat's inside WeChat, the browser's elsewhere), asked for on opening and again on request. */
function usePosition(): [Located, () => void] {
  const [state, setState] = useState<Located>({ status: 'locating' });
  const locate = useCallback(() => {
    setState({ status: 'locating' });
    getLocation().then(
      (position) => setState({ status: 'ready', position }),
      () => setState({ status: 'refused' }),
    );
  }, []);
  useEffect(() => locate(), [locate]);
  return [state, locate];
}

/** Seconds of driving as hours and minutes (at least a minute). */
export function driveTime(seconds: number): { h: number; min: number } {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return { h: Math.floor(minutes / 60), min: minutes % 60 };
}

/**
 * '/nav': the way to the exam site. Where the field is (`v2/k2/info`'s field), where the student is, the
 * driving route between them with its distance and time on a map, and navigation: WeChat's map inside
 * WeChat, AMap elsewhere.
 */
export default function NavPage() {
  const t = useT();
  const { fieldId } = useSiteField();
  const signedIn = useSignedIn();
  const info = useQuery(siteFieldQuery(fieldId, signedIn));
  if (info.isPending) return <Loading full />;
  if (info.isError) {
    return (
      <div className={styles.page}>
        <Failed message={errorMessage(info.error, t('nav.loadFailed'))} onRetry={() => void info.refetch()} />
        <PrimaryButton size="small" variant="ghost" onClick={openFieldPicker}>
          {t('field.change')}
        </PrimaryButton>
      </div>
    );
  }
  const field = info.data;
  return (
    <div className={styles.page}>
      <section className={styles.card} data-testid="nav-field">
        <span className={styles.kicker}>{t('nav.kicker')}</span>
        <h1 className={styles.sectionTitle}>{field.field_name}</h1>
        <p className={styles.note} data-testid="nav-address">
          {field.address || field.city_name}
        </p>
        <div className={styles.actions}>
          <OpenLocation
            point={field}
            name={field.field_name}
            address={field.address}
            label={t('nav.navigate')}
            className={styles.navigate}
            testId="open-location"
          />
          <button type="button" className={styles.textButton} onClick={openFieldPicker}>
            {t('field.change')}
          </button>
        </div>
      </section>
      <Directions field={field} />
      <nav className={styles.moreLinks} aria-label={t('nav.more')}>
        <Link className={styles.link} to={withQuery('/k2vr/practice', { field_id: field.field_id })}>
          {t('nav.practice')} ›
        </Link>
        <Link className={styles.link} to={k3Href(false, field.field_id)}>
          {t('nav.k3')} ›
        </Link>
      </nav>
    </div>
  );
}

function Directions({ field }: { field: SiteField }) {
  const t = useT();
  const [located, locate] = usePosition();
  if (located.status === 'locating') return <Loading text={t('nav.locating')} />;
  if (located.status === 'refused') {
    return (
      <section className={styles.card} data-testid="nav-refused" role="alert">
        <p className={styles.note}>{t('nav.refused')}</p>
        <PrimaryButton size="small" variant="ghost" onClick={locate}>
          {t('nav.locateAgain')}
        </PrimaryButton>
      </section>
    );
  }
  return <Drive from={located.position} field={field} />;
}

function Drive({ from, field }: { from: Position; field: SiteField }) {
  const t = useT();
  const route = useQuery(driveQuery(from, field));
  let figures: ReactNode;
  if (route.isPending) figures = <Loading text={t('nav.routing')} />;
  else if (route.isError) {
    figures = <Failed message={errorMessage(route.error, t('nav.routeFailed'))} onRetry={() => void route.refetch()} />;
  } else {
    const time = driveTime(route.data.duration_s);
    figures = (
      <dl className={styles.figures} data-testid="nav-figures">
        <div>
          <dt>{t('nav.distance')}</dt>
          <dd data-testid="nav-distance">{formatMetres(route.data.distance_m)}</dd>
        </div>
        <div>
          <dt>{t('nav.time')}</dt>
          <dd data-testid="nav-time">{time.h > 0 ? t('nav.hoursMinutes', time) : t('nav.minutes', time)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <section className={styles.card} data-testid="nav-route">
      <h2 className={styles.sectionTitle}>{t('nav.route')}</h2>
      {figures}
      <RouteImage points={[from, field]} />
    </section>
  );
}

/** The driving route drawn by the map service, start to exam site. */
function RouteImage({ points }: { points: Position[] }) {
  const t = useT();
  return (
    <RetryImage
      src={routeImageUrl(points, 690, 400)}
      alt={t('nav.mapAlt')}
      width={345}
      height={200}
      loading={t('nav.mapLoading')}
      failed={t('nav.mapFailed')}
      classes={{ figure: styles.mapFigure, note: styles.mapNote, retry: styles.textButton, hidden: styles.hidden }}
    />
  );
}
