import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { api } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import styles from './offers.module.css';
import { useT } from './offers-messages';

/**
 * Home's offers for a student, after the first screen: the new-member offer while it applies (to the
 * payment page with that product chosen, where it costs the offer's price), and a card to '/bindCoach'
 * for a student with no coach yet. Nothing shows when a call fails: they are offers. It suspends until both
 * are known, so what comes after it on the page (the feed) appears with it instead of being pushed down.
 */
export default function HomeOffers() {
  const t = useT();
  // Under 'product' and 'user'/'my-coach': a payment, or binding on '/bindCoach', refreshes them.
  const newMember = useSuspenseQuery({
    queryKey: ['product', 'new-member'],
    queryFn: ({ signal }) => api('GET /v1/user/new-member', { signal }).catch(() => null),
    staleTime: 60_000,
  });
  const unDid = useSuspenseQuery({
    queryKey: ['user', 'my-coach', 'un-did'],
    queryFn: ({ signal }) => api('GET /v2/user/un-did', { signal }).catch(() => null),
    staleTime: 60_000,
  });
  const offer = newMember.data?.applies ? newMember.data.offer : null;
  const unbound = unDid.data?.un_did === 1;
  if (!offer && !unbound) return null;

  return (
    <div className={styles.offers}>
      {offer && (
        <section className={styles.offer} data-testid="new-member-offer" aria-label={t('offer.kicker')}>
          <div className={styles.offerText}>
            <span className={styles.kicker}>{t('offer.kicker')}</span>
            <strong className={styles.offerTitle}>{offer.title}</strong>
            <span className={styles.prices}>
              <span className={styles.price}>{t('offer.price', { price: formatMoney(offer.price) })}</span>
              <s className={styles.listPrice}>{t('offer.listPrice', { price: formatMoney(offer.list_price) })}</s>
            </span>
            <span className={styles.until}>
              {t('offer.until', { date: formatDate(offer.until, 'YYYY-MM-DD HH:mm') })}
            </span>
          </div>
          <Link className={styles.offerGo} to={`/buySelect?product_id=${offer.product_id}`}>
            {t('offer.buy')}
          </Link>
        </section>
      )}
      {unbound && (
        <section className={styles.bind} data-testid="bind-coach-offer" aria-labelledby="home-bind-coach">
          <div className={styles.bindText}>
            <strong id="home-bind-coach">{t('bind.title')}</strong>
            <span>{t('bind.text')}</span>
          </div>
          <Link className={styles.bindGo} to="/bindCoach">
            {t('bind.go')}
          </Link>
        </section>
      )}
    </div>
  );
}
