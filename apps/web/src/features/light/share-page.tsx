import { useQuery } from '@tanstack/react-query';
import type { LightShareCard } from '@xueche/contract';
import { useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { ShareButton } from '../../components/share/share-button';
import { errorMessage, isApiError } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { usePageShare } from '../../lib/use-page-share';
import styles from './light.module.css';
import { cardQuery, shareQuery } from './light-api';
import { useT } from './messages';

/**
 * '/light/share': `?id=` is the student's own attempt, shared from here (WeChat's menu is pointed at its
 * card); `?code=` is a card someone shared, opened from their link.
 */
export default function SharePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const code = params.get('code') ?? '';
  if (Number.isInteger(id) && id > 0) return <OwnResult id={id} />;
  return <SharedResult code={code} />;
}

function OwnResult({ id }: { id: number }) {
  const t = useT();
  const share = useQuery(shareQuery(id));
  usePageShare(share.data?.share);
  if (share.isPending) return <Loading full />;
  if (share.isError) return <NotFound error={share.error} onRetry={() => share.refetch()} />;
  return (
    <div className={styles.page}>
      <Card card={share.data.card} />
      <p className={styles.note}>{t('share.hint')}</p>
      <div className={styles.shareActions}>
        <ShareButton share={share.data.share} label={t('result.share')} />
      </div>
    </div>
  );
}

function SharedResult({ code }: { code: string }) {
  const t = useT();
  const card = useQuery({ ...cardQuery(code), enabled: /^[A-Za-z0-9_-]{8,64}$/.test(code) });
  if (!card.isEnabled) return <Failed full message={t('share.notFound')} />;
  if (card.isPending) return <Loading full />;
  if (card.isError) return <NotFound error={card.error} onRetry={() => card.refetch()} />;
  return (
    <div className={styles.page}>
      <Card card={card.data} />
      <Link className={`${styles.bigEntry} ${styles.entryExam}`} to="/light" data-testid="try-too">
        {t('share.tryToo')}
      </Link>
    </div>
  );
}

function NotFound({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const missing = isApiError(error) && (error.code === 404 || error.code === 400);
  return (
    <Failed
      full
      message={missing ? t('share.notFound') : errorMessage(error, t('common.pageError'))}
      onRetry={missing ? undefined : onRetry}
    />
  );
}

function Card({ card }: { card: LightShareCard }) {
  const t = useT();
  return (
    <section
      className={`${styles.shareCard} ${card.passed ? styles.bannerPass : styles.bannerFail}`}
      data-testid="share-card"
    >
      <p>{t('share.by', { name: card.nickname })}</p>
      <strong className={styles.shareScore}>{t('result.score', { score: card.score })}</strong>
      <p>
        {card.mode === 'exam' ? t(card.passed ? 'result.passed' : 'result.failed') : t('hub.modeExercise')} ·{' '}
        {t('result.summary', { passed: card.items_passed, total: card.items_total })}
      </p>
      {card.field_name && <p>{t('share.field', { field: card.field_name })}</p>}
      <small>{formatDate(card.created_at, 'YYYY-MM-DD HH:mm')}</small>
    </section>
  );
}
