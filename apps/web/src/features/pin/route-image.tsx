import { RetryImage } from '../../components/retry-image';
import { useT } from './messages';
import { routeImageUrl } from './pin-api';
import styles from './styles';

/** The route drawn by the map service (origin first, exam site last, a marker at each point). */
export function RouteImage({
  points,
  width = 690,
  height = 400,
}: {
  points: { lng: number; lat: number }[];
  /** Pixels asked of the map service (drawn at half size on the phone's 2x screen). */
  width?: number;
  height?: number;
}) {
  const t = useT();
  if (points.length < 2) return <p className={styles.mapEmpty}>{t('map.needTwo')}</p>;
  return (
    <RetryImage
      src={routeImageUrl(points, width, height)}
      alt={t('map.alt')}
      width={width / 2}
      height={height / 2}
      loading={t('map.loading')}
      failed={t('map.failed')}
      classes={{ figure: styles.map, note: styles.mapNote, retry: styles.linkButton, hidden: styles.hidden }}
    />
  );
}
