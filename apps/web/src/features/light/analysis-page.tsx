import { useInfiniteQuery } from '@tanstack/react-query';
import type { LightMiss } from '@xueche/contract';
import { lightsInWords, stateOf } from '@xueche/light-rules';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { useLang } from '../../lib/i18n';
import { nextPage } from '../../lib/paging';
import { isLoggedIn, useSession } from '../../lib/session';
import { deviceMisses } from './device-results';
import { Explanation } from './explanation';
import styles from './light.module.css';
import { lightKeys } from './light-api';
import { useT } from './messages';
import { useLightField } from './use-light-field';

const PAGE = 20;

/** '/light/analysis' and '/light/analysis_g': the instructions missed, most missed first, each explained from the lights its latest miss began with. */
export default function AnalysisPage({ webview = false }: { webview?: boolean }) {
  const signedIn = useSession(isLoggedIn);
  return signedIn && !webview ? <ServerMisses /> : <MissList misses={deviceMisses()} webview />;
}

function ServerMisses() {
  const t = useT();
  const errs = useInfiniteQuery({
    queryKey: lightKeys.errs(0),
    queryFn: ({ pageParam, signal }) => api('GET /v1/light/errs', { query: { page: pageParam, num: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  if (errs.isPending) return <Loading full />;
  if (errs.isError)
    return <Failed full message={errorMessage(errs.error, t('common.pageError'))} onRetry={() => errs.refetch()} />;
  return (
    <MissList
      misses={errs.data.pages.flatMap((p) => p.list)}
      more={
        errs.hasNextPage ? (
          <PrimaryButton block variant="ghost" disabled={errs.isFetchingNextPage} onClick={() => errs.fetchNextPage()}>
            {t('analysis.more')}
          </PrimaryButton>
        ) : null
      }
    />
  );
}

function MissList({
  misses,
  more,
  webview = false,
}: {
  misses: LightMiss[];
  more?: React.ReactNode;
  webview?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const { fieldId } = useLightField();
  if (misses.length === 0)
    return (
      <p className={styles.emptyState} data-testid="analysis-empty">
        {t('analysis.empty')}
      </p>
    );
  const practise = (m: LightMiss) =>
    webview
      ? `/light-webview/exercise_g?type=${m.expect}${fieldId ? `&field_id=${fieldId}` : ''}`
      : `/light/exercise/${m.expect}${m.field_id ? `?field_id=${m.field_id}` : ''}`;
  return (
    <div className={styles.page}>
      <ol className={styles.misses} data-testid="analysis-list">
        {misses.map((m) => (
          <li key={`${m.field_id}-${m.key}`} className={styles.card} data-testid="analysis-item">
            <div className={styles.resultHead}>
              <span className={styles.resultText}>{m.text}</span>
              <small className={styles.wrong}>{t('analysis.misses', { n: m.misses })}</small>
            </div>
            {m.last_fault && <p>{t('analysis.lastFault', { fault: t(`fault.${m.last_fault}`) })}</p>}
            <p>{t('run.startFrom', { lights: lightsInWords(stateOf(m.start), lang) })}</p>
            <Explanation start={m.start} expect={m.expect} />
            <p className={styles.note}>{formatDate(m.last_at, 'YYYY-MM-DD HH:mm')}</p>
            <Link className={styles.inlineLink} to={practise(m)}>
              {t('analysis.practise')} ›
            </Link>
          </li>
        ))}
      </ol>
      {more}
    </div>
  );
}
