import { chinaTime } from '@xueche/time';
import { Link } from '../../components/link';
import { formatDistance } from '../../lib/format';
import styles from './start.module.css';
import { useT } from './start-messages';
import type { Coach } from './train-api';
import { initial, yuan } from './train-format';
import { dayName } from './train-time';

type Badges = Coach['badges'];

/** A coach's picture, or the first character of their name. */
export function Avatar({ src, name, large }: { src: string; name: string; large?: boolean }) {
  const cls = large ? `${styles.avatar} ${styles.avatarLarge}` : styles.avatar;
  return src ? (
    <img className={cls} src={src} alt="" />
  ) : (
    <span className={cls} aria-hidden="true">
      {initial(name)}
    </span>
  );
}

/** The three checks an operator approved: identity, plate (vehicle licence), driving licence. */
export function BadgeRow({ badges }: { badges: Badges }) {
  const t = useT();
  return (
    <span className={styles.badges} data-testid="coach-badges">
      {(['identity', 'plate', 'licence'] as const).map((key) => (
        <span
          key={key}
          className={badges[key] ? styles.badgeOn : styles.badgeOff}
          data-badge={key}
          data-on={badges[key]}
        >
          {badges[key] ? '✓ ' : ''}
          {t(`badge.${key}`)}
        </span>
      ))}
    </span>
  );
}

/** "4.8 ★ · 12 条评价", or no reviews yet. */
export function RatingText({ rating, reviews }: { rating: number | null; reviews: number }) {
  const t = useT();
  if (rating === null || reviews === 0) return <span className={styles.muted}>{t('card.noReviews')}</span>;
  return (
    <span className={styles.rating} data-testid="coach-rating">
      ★ {rating.toFixed(1)} <small>{t('card.reviews', { n: reviews })}</small>
    </span>
  );
}

/** When the earliest free hour is, by day name when it is near. */
export function useNextFree() {
  const t = useT();
  return (iso: string | null) => {
    const at = iso ? chinaTime(iso) : null;
    if (!at) return t('card.noFree');
    const name = dayName(at.day);
    return t('card.nextFree', { when: `${name ? t(`day.${name}`) : at.day.slice(5)} ${at.hm}` });
  };
}

/** One listed coach: who, the checks, price per hour, car, area, kinds, rating, distance and the next free hour. */
export function CoachCard({ coach, to }: { coach: Coach; to: string }) {
  const t = useT();
  const nextFree = useNextFree();
  return (
    <li className={styles.cardItem}>
      <Link to={to} className={styles.coachCard} data-testid="coach-card" data-member-id={coach.member_id}>
        <Avatar src={coach.head_portrait} name={coach.nickname} />
        <div className={styles.coachText}>
          <div className={styles.rowTop}>
            <strong className={styles.coachName}>{coach.nickname}</strong>
            <span className={styles.price} data-testid="coach-price">
              {t('card.perHour', { price: yuan(coach.price_fen) })}
            </span>
          </div>
          <BadgeRow badges={coach.badges} />
          <p className={styles.line}>
            {coach.car.model} · {t(`car.${coach.car.transmission}`)}
          </p>
          <p className={styles.line}>
            {[coach.district, coach.area].filter(Boolean).join(' · ')}
            {coach.distance_m !== null && (
              <span className={styles.distance} data-testid="coach-distance">
                {' '}
                · {t('card.distance', { d: formatDistance(coach.distance_m) })}
              </span>
            )}
          </p>
          <div className={styles.rowTop}>
            <RatingText rating={coach.rating} reviews={coach.reviews} />
            <small className={styles.nextFree}>{nextFree(coach.next_free)}</small>
          </div>
          {coach.types.length > 0 && (
            <p className={styles.tags}>
              {coach.types.map((type) => (
                <span key={type} className={styles.tag}>
                  {t(`type.${type}`)}
                </span>
              ))}
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}
