import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { useT } from './messages';
import { tripsQuery } from './pin-api';
import { RadiusSelect } from './radius-select';
import styles from './styles';
import { TripList } from './trip-list';
import { usePosition } from './use-position';

/**
 * '/pin/owner-circum': trips that board near where the owner is now, to any exam site, nearest first
 * within each day: what others offer around them before they publish their own.
 */
export default function NearbyPage() {
  const t = useT();
  const [position, locate] = usePosition();
  const [radius, setRadius] = useState<number>(10);
  useEffect(() => {
    if (position.status === 'idle') locate();
  }, [position.status, locate]);
  const here = position.status === 'ready' ? position.position : null;
  const query = useInfiniteQuery({
    ...tripsQuery(here ? { lng: here.lng, lat: here.lat, radius_km: radius } : {}),
    enabled: here !== null,
  });
  return (
    <div className={styles.page}>
      <div className={styles.sectionHead}>
        <h1 className={styles.title}>{t('nearby.title')}</h1>
        <RadiusSelect value={radius} testId="nearby-radius" onChange={(km) => setRadius(Number(km))} />
      </div>
      {position.status === 'refused' ? (
        <div className={styles.alert} role="alert" data-testid="location-refused">
          <p>{t('nearby.refused')}</p>
          <PrimaryButton size="small" variant="ghost" onClick={locate}>
            {t('search.locateAgain')}
          </PrimaryButton>
        </div>
      ) : here === null ? (
        <Loading text={t('search.locating')} />
      ) : (
        <TripList
          query={query}
          testId="nearby-trips"
          empty={
            <section className={styles.emptyBox} data-testid="nearby-empty">
              <p>{t('nearby.empty', { n: radius })}</p>
            </section>
          }
        />
      )}
    </div>
  );
}
