import { useQuery } from '@tanstack/react-query';
import { Failed, Loading } from '../../../components/blocks';
import { Link } from '../../../components/link';
import { errorMessage } from '../../../lib/api-error';
import { type YardHistory, yardRunsQuery } from '../../../lib/queries';
import { useSession } from '../../../lib/session';
import { useSignedIn, useSiteField, withQuery } from '../paths';
import { SignInInvite } from '../sign-in-invite';
import { ItemDims } from './item-dims';
import { useT } from './messages';
import styles from './vr.module.css';
import { fiveQuery } from './vr-api';

/** '/k2vr' (and '/wx_k2vr'): the five subject-two items in exam order, each with its sizes and its ways in. */
export default function FivePage({ webview = false }: { webview?: boolean }) {
  const t = useT();
  const { fieldId } = useSiteField();
  const own = useSession((s) => s.field);
  const signedIn = useSignedIn();
  const five = useQuery({ ...fiveQuery(fieldId, signedIn), enabled: signedIn || fieldId !== null });
  // The student's own drives at the field the page shows; a visitor has none, and a failed read only hides them.
  const shown = five.data?.field.field_id ?? null;
  const history = useQuery({ ...yardRunsQuery(shown), enabled: signedIn && shown !== null });
  if (five.isError) {
    return <Failed full message={errorMessage(five.error, t('common.pageError'))} onRetry={() => five.refetch()} />;
  }
  // The student's own field is named before its items come, so the title shows with the page.
  const ownName = own && own.field_id === fieldId ? own.field_name : undefined;
  if (!five.data) return ownName ? <FiveFirstScreen fieldName={ownName} /> : <Loading full />;
  const { field, items } = five.data;
  const q = { field_id: field.field_id };
  return (
    <div className={styles.page} data-testid="five-page">
      {webview && <SignInInvite to={withQuery('/k2vr', q)} />}
      <FiveTitle fieldName={field.field_name} />
      <nav className={styles.more}>
        <Link to={withQuery('/k2vr/drive', { ...q, item: 'all' })} data-testid="drive-all">
          {t('five.driveAll')} ›
        </Link>
      </nav>
      <ol className={styles.five}>
        {[...items]
          .sort((a, b) => a.order - b.order)
          .map((item) => (
            <li key={item.key} className={styles.panel} data-testid={`five-${item.key}`}>
              <h2>
                {t('yard.order', { n: item.order })} · {item.name}
              </h2>
              {signedIn && history.data && <ItemRecord item={history.data.items.find((i) => i.key === item.key)} />}
              {/* The record's line is kept while it loads, so the panels below do not move down when it comes. */}
              {signedIn && history.isPending && (
                <p className={styles.record} aria-hidden="true">
                  &nbsp;
                </p>
              )}
              <ItemDims dims={item.dims} />
              <nav className={styles.more}>
                <Link to={withQuery('/k2vr/drive', { ...q, item: item.key })} data-testid={`drive-${item.key}`}>
                  {t('five.drive')} ›
                </Link>
                <Link
                  to={withQuery(webview ? '/webview/overall-view/info' : '/overall-view/info', {
                    ...q,
                    item: item.key,
                  })}
                >
                  {t('five.detail')} ›
                </Link>
                <Link to={withQuery(webview ? '/wx_fivevr' : '/fivevr', { ...q, item: item.key, demo: 1 })}>
                  {t('five.demo')} ›
                </Link>
                <Link to={withQuery(webview ? '/webview/overall-view' : '/overall-view', { ...q, item: item.key })}>
                  {t('five.panorama')} ›
                </Link>
              </nav>
            </li>
          ))}
      </ol>
      {!webview && (
        <nav className={styles.more}>
          <Link to={withQuery('/k2vr/practice', q)} data-testid="open-practice">
            {t('land.practice')} ›
          </Link>
        </nav>
      )}
    </div>
  );
}

function FiveTitle({ fieldName }: { fieldName: string }) {
  const t = useT();
  return (
    <h1 className={styles.title}>
      {fieldName} · {t('five.title')}
    </h1>
  );
}

/**
 * The page while the items load: the title of the student's own field; the document draws it at build time
 * (first-screen/).
 */
export function FiveFirstScreen({ fieldName }: { fieldName: string }) {
  return (
    <div className={styles.page}>
      <FiveTitle fieldName={fieldName} />
      <Loading />
    </div>
  );
}

/** How the student has driven the item: best score and runs, flagged when it needs practice, or not yet driven. */
function ItemRecord({ item }: { item: YardHistory['items'][number] | undefined }) {
  const t = useT();
  if (!item) return null;
  return (
    <p className={styles.record} data-testid={`record-${item.key}`}>
      {item.runs === 0 || item.best_score === null
        ? t('five.notDriven')
        : t('five.record', { best: item.best_score, runs: item.runs })}
      {item.weak && <span className={styles.weakBadge}>{t('five.weak')}</span>}
      {item.weak && item.last?.fault && (
        <small className={styles.recordFault}>{t('five.lastFault', { detail: item.last.fault.detail })}</small>
      )}
    </p>
  );
}
