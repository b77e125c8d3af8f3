import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { QueryPage } from '../../components/query-page';
import { formatDate, formatDistance } from '../../lib/format';
import { isLoggedIn, useSession } from '../../lib/session';
import { BookForm } from './book-form';
import { Avatar, BadgeRow, RatingText, useNextFree } from './coach-card';
import { useT } from './messages';
import styles from './styles';
import { type CoachPage, coachQuery, isMemberId, type Review } from './train-api';
import { starsText, yuan } from './train-format';

/** Which coach a page shows: the path's, the link's `member_id` (or `did`), else '/coach/homepage' is one's own. */
function useMemberId(): string | null {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const own = useSession((s) => s.userDid);
  const asked = params.member_id ?? search.get('member_id') ?? search.get('did');
  if (asked) return isMemberId(asked) ? asked : null;
  return pathname.toLowerCase() === '/coach/homepage' && isMemberId(own) ? own : null;
}

/**
 * '/train/detail/{member_id}' and '/coach/homepage' (a coach's own, or `?member_id=`): the coach's
 * profile, car, checks, price per hour, area, kinds, reviews and free hours, and booking them.
 * '/train/detail_g?member_id=' is the login-free webview form: everything but booking, with a way to sign in.
 */
export default function DetailPage({ webview = false }: { webview?: boolean }) {
  const t = useT();
  const memberId = useMemberId();
  const signedIn = useSession(isLoggedIn);
  const query = useQuery({ ...coachQuery(memberId ?? ''), enabled: memberId !== null });
  const home = webview ? '/train/index_g' : '/train/index';
  return (
    <QueryPage
      query={query}
      named={memberId !== null}
      notFound={{ text: t('detail.notFound'), action: t('detail.others'), to: home }}
      loadFailed={t('detail.loadFailed')}
    >
      {(coach) => (
        <div className={styles.page} data-testid="coach-detail" data-member-id={coach.member_id}>
          <Profile coach={coach} />
          <CoachFacts coach={coach} />
          {webview || !signedIn ? (
            <aside className={styles.invite} data-testid="sign-in-invite">
              <p>{t('detail.signInToBook')}</p>
              <Link className={styles.inviteButton} to={`/train/detail/${coach.member_id}`} data-testid="sign-in-link">
                {t('detail.signIn')}
              </Link>
            </aside>
          ) : (
            <Booking coach={coach} />
          )}
          <Reviews coach={coach} />
        </div>
      )}
    </QueryPage>
  );
}

function Booking({ coach }: { coach: CoachPage }) {
  const t = useT();
  const own = useSession((s) => s.userDid);
  if (own === coach.member_id) {
    return (
      <section className={styles.card} data-testid="own-page">
        <p className={styles.note}>{t('detail.yours')}</p>
        <div className={styles.linkRow}>
          <Link className={styles.link} to="/train/edit">
            {t('mine.editListing')} ›
          </Link>
          <Link className={styles.link} to="/train/train-edit">
            {t('mine.editHours')} ›
          </Link>
          <Link className={styles.link} to={`/train/share?member_id=${coach.member_id}`}>
            {t('detail.share')} ›
          </Link>
        </div>
      </section>
    );
  }
  return (
    <>
      <BookForm coach={coach} />
      <Link className={styles.shareLink} to={`/train/share?member_id=${coach.member_id}`} data-testid="share-link">
        {t('detail.share')} ›
      </Link>
    </>
  );
}

function Profile({ coach }: { coach: CoachPage }) {
  const t = useT();
  const nextFree = useNextFree();
  return (
    <section className={styles.profile}>
      <div className={styles.profileTop}>
        <Avatar src={coach.head_portrait} name={coach.nickname} large />
        <div className={styles.coachText}>
          <h1 className={styles.profileName} data-testid="coach-name">
            {coach.nickname}
          </h1>
          <BadgeRow badges={coach.badges} />
          <RatingText rating={coach.rating} reviews={coach.reviews} />
        </div>
        <p className={styles.bigPrice} data-testid="coach-price">
          ¥<strong>{yuan(coach.price_fen)}</strong>
          <small>{t('detail.perHour')}</small>
        </p>
      </div>
      <p className={styles.nextFree}>{nextFree(coach.next_free)}</p>
      {coach.photos.length > 0 && (
        <div className={styles.photoStrip} data-testid="coach-photos">
          {coach.photos.map((src, i) => (
            <img key={src} src={src} alt={t('detail.photo', { n: i + 1 })} loading="lazy" />
          ))}
        </div>
      )}
      {coach.intro && <p className={styles.intro}>{coach.intro}</p>}
    </section>
  );
}

function CoachFacts({ coach }: { coach: CoachPage }) {
  const t = useT();
  return (
    <section className={styles.card}>
      <dl className={styles.facts} data-testid="coach-facts">
        <dt>{t('detail.car')}</dt>
        <dd data-testid="coach-car">
          {coach.car.model} · {t(`car.${coach.car.transmission}`)} · {coach.car.plate}
        </dd>
        <dt>{t('detail.area')}</dt>
        <dd data-testid="coach-area">
          {[coach.city, coach.district, coach.area].filter(Boolean).join(' · ')}
          {coach.distance_m !== null && ` (${t('card.distance', { d: formatDistance(coach.distance_m) })})`}
        </dd>
        <dt>{t('detail.types')}</dt>
        <dd className={styles.tags}>
          {coach.types.map((type) => (
            <span key={type} className={styles.tag}>
              {t(`type.${type}`)}
            </span>
          ))}
        </dd>
        <dt>{t('detail.checks')}</dt>
        <dd>
          <BadgeRow badges={coach.badges} />
        </dd>
      </dl>
    </section>
  );
}

function Reviews({ coach }: { coach: CoachPage }) {
  const t = useT();
  return (
    <section className={styles.card} data-testid="coach-reviews">
      <h2 className={styles.sectionTitle}>
        {t('detail.reviews')}
        <span className={styles.titleNote}>{t('card.reviews', { n: coach.reviews })}</span>
      </h2>
      {coach.latest_reviews.length === 0 ? (
        <p className={styles.emptyNote}>{t('detail.noReviews')}</p>
      ) : (
        <ul className={styles.reviews}>
          {coach.latest_reviews.map((r) => (
            <ReviewItem key={`${r.created_at}-${r.nickname}`} review={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const t = useT();
  return (
    <li className={styles.review} data-testid="review">
      <div className={styles.rowTop}>
        <strong>{review.nickname}</strong>
        <span className={styles.stars} role="img" aria-label={t('rate.stars', { n: review.stars })}>
          {starsText(review.stars)}
        </span>
      </div>
      {review.text && <p>{review.text}</p>}
      <small className={styles.muted}>{formatDate(review.created_at)}</small>
    </li>
  );
}
