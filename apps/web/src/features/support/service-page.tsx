import { useQuery } from '@tanstack/react-query';
import { Failed, Loading } from '../../components/blocks';
import { LinkList } from '../../components/link-list';
import type { ApiData } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { useLang } from '../../lib/i18n';
import { isLoggedIn, roleOf, useSession } from '../../lib/session';
import { useT } from './messages';
import { supportQuery } from './queries';
import styles from './support.module.css';

type Support = ApiData<'GET /v1/user/support'>;

/**
 * '/service': the ways to reach customer service the operator has set (phone to tap and call, hours,
 * email, the official account's QR code), then the self-service pages. Open signed out too.
 */
export default function ServicePage() {
  const t = useT();
  const { data, error, isPending, refetch } = useQuery(supportQuery(useLang()));
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('service.title')}</h1>
        <p className={styles.lead}>{t('service.intro')}</p>
      </header>
      {isPending ? (
        <Loading />
      ) : !data ? (
        <Failed message={errorMessage(error, t('service.loadFailed'))} onRetry={() => void refetch()} />
      ) : (
        <Contacts data={data} />
      )}
      <SelfService />
    </div>
  );
}

function Contacts({ data }: { data: Support }) {
  const t = useT();
  const { phone, hours, email, gzh } = data;
  return (
    <>
      {phone || hours || email ? (
        <section className={styles.card} aria-label={t('service.title')} data-testid="service-contacts">
          {phone && (
            <div className={styles.row}>
              <span className={styles.label}>{t('service.phone')}</span>
              <a className={styles.call} href={`tel:${phone.tel}`} data-testid="service-phone">
                <span>{phone.display}</span>
                <span className={styles.callTag}>{t('service.call')}</span>
              </a>
            </div>
          )}
          {hours && (
            <div className={styles.row}>
              <span className={styles.label}>{t('service.hours')}</span>
              <span className={styles.value} data-testid="service-hours">
                {hours}
              </span>
            </div>
          )}
          {email && (
            <div className={styles.row}>
              <span className={styles.label}>{t('service.email')}</span>
              <a className={styles.value} href={`mailto:${email}`} data-testid="service-email">
                {email}
              </a>
            </div>
          )}
        </section>
      ) : (
        <p className={styles.note} data-testid="service-none">
          {t('service.none')}
        </p>
      )}
      {gzh && (
        <section className={`${styles.card} ${styles.gzh}`} aria-labelledby="service-gzh" data-testid="service-gzh">
          <h2 id="service-gzh" className={styles.cardTitle}>
            {t('service.gzh')}
          </h2>
          {gzh.name && <p className={styles.gzhName}>{gzh.name}</p>}
          {gzh.qr && (
            <>
              <img
                className={styles.qr}
                src={gzh.qr}
                alt={t('service.qrAlt', { name: gzh.name || t('service.gzh') })}
              />
              <p className={styles.hint}>{t('service.gzhHint')}</p>
            </>
          )}
        </section>
      )}
    </>
  );
}

/** Help for the reader's role, the error report (back here afterwards) and the wish wall. */
function SelfService() {
  const t = useT();
  const session = useSession();
  const coach = isLoggedIn(session) && roleOf(session) === 'coach';
  const links = [
    { to: coach ? '/coach-help-list' : '/app-help-list', label: t('service.help'), hint: t('service.helpHint') },
    { to: '/submitError?from=/service', label: t('service.report'), hint: t('service.reportHint') },
    { to: '/wish', label: t('service.wish'), hint: t('service.wishHint') },
  ];
  return (
    <nav className={styles.card} aria-labelledby="service-self">
      <h2 id="service-self" className={styles.cardTitle}>
        {t('service.self')}
      </h2>
      <LinkList
        className={styles.links}
        linkClassName={styles.link}
        items={links.map((l) => ({
          to: l.to,
          label: (
            <span className={styles.linkText}>
              <span>{l.label}</span>
              <small>{l.hint}</small>
            </span>
          ),
        }))}
      />
    </nav>
  );
}
