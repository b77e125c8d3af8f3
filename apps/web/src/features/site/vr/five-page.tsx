import { useQuery } from '@tanstack/react-query';
import { Failed, Loading } from '../../../components/blocks';
import { Link } from '../../../components/link';
import { errorMessage } from '../../../lib/api-error';
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
  const signedIn = useSignedIn();
  const five = useQuery({ ...fiveQuery(fieldId, signedIn), enabled: signedIn || fieldId !== null });
  if (five.isError) {
    return <Failed full message={errorMessage(five.error, t('common.pageError'))} onRetry={() => five.refetch()} />;
  }
  if (!five.data) return <Loading full />;
  const { field, items } = five.data;
  const q = { field_id: field.field_id };
  return (
    <div className={styles.page} data-testid="five-page">
      {webview && <SignInInvite to={withQuery('/k2vr', q)} />}
      <h1 className={styles.title}>
        {field.field_name} · {t('five.title')}
      </h1>
      <ol className={styles.five}>
        {[...items]
          .sort((a, b) => a.order - b.order)
          .map((item) => (
            <li key={item.key} className={styles.panel} data-testid={`five-${item.key}`}>
              <h2>
                {t('yard.order', { n: item.order })} · {item.name}
              </h2>
              <ItemDims dims={item.dims} />
              <nav className={styles.more}>
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
