import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { errorMessage, isApiError } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { type Crede, credeQuery } from './cert-api';
import styles from './certification.module.css';
import { type MessageKey, useT } from './messages';

/** The did of the link: a comma list keeps its last element (docs/product.md#input-and-display-rules). */
export function didOf(raw: string | null): string | null {
  const last = raw
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last && /^[A-Za-z0-9_-]{4,32}$/.test(last) ? last : null;
}

/**
 * '/yan' (and '/yan1'): anyone, logged in or not, checks the coach behind a link or a poster's QR code.
 * The answer fills the screen in green or red, because this is what stands between a student and a
 * fake coach asking for money.
 */
export default function YanPage() {
  const t = useT();
  const [params] = useSearchParams();
  const did = didOf(params.get('did'));
  const query = useQuery({ ...credeQuery(did ?? ''), enabled: did !== null });

  let body: ReactNode;
  if (did === null) body = <Verdict verified={false} title="yan.badLink" text="yan.badLinkText" />;
  else if (query.isPending) body = <Loading />;
  else if (query.isError) {
    // A refused did is a bad link; anything else is the network, which says nothing about the coach.
    body =
      isApiError(query.error) && query.error.code === 400 ? (
        <Verdict verified={false} title="yan.badLink" text="yan.badLinkText" />
      ) : (
        <Failed message={errorMessage(query.error, t('yan.loadFailed'))} onRetry={() => void query.refetch()} />
      );
  } else body = <Result crede={query.data} />;

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('yan.title')}</h1>
      {body}
      <p className={styles.alert}>{t('yan.safety')}</p>
    </section>
  );
}

function Verdict({ verified, title, text }: { verified: boolean; title: MessageKey; text: MessageKey }) {
  const t = useT();
  return (
    <div className={styles.verdict} data-testid="yan-result" data-verified={String(verified)} role="status">
      <span className={styles.mark} aria-hidden="true">
        {verified ? '✓' : '✕'}
      </span>
      <h2 className={styles.verdictTitle}>{t(title)}</h2>
      <p className={styles.verdictText}>{t(text)}</p>
    </div>
  );
}

function Result({ crede }: { crede: Crede }) {
  const t = useT();
  const verdict =
    crede.state === 'verified' ? (
      <Verdict verified title="yan.verified" text="yan.verifiedText" />
    ) : crede.state === 'not_certified' ? (
      <Verdict verified={false} title="yan.notCertified" text="yan.notCertifiedText" />
    ) : (
      <Verdict verified={false} title="yan.notCoach" text="yan.notCoachText" />
    );
  return (
    <>
      {verdict}
      {crede.name !== null && (
        <section className={`${styles.card} ${styles.who}`} data-testid="yan-coach">
          {crede.photo && <img className={styles.photo} src={crede.photo} alt={t('yan.photo')} />}
          <dl className={styles.facts}>
            <dt>{t('yan.name')}</dt>
            <dd>{crede.name}</dd>
            <dt>{t('yan.school')}</dt>
            <dd>{crede.school || t('yan.noSchool')}</dd>
            {crede.certified_at && (
              <>
                <dt>{t('yan.certifiedAt')}</dt>
                <dd>{formatDate(crede.certified_at)}</dd>
              </>
            )}
          </dl>
        </section>
      )}
    </>
  );
}
