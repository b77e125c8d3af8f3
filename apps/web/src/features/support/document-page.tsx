import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { RichText } from '../../components/rich-text';
import { errorMessage } from '../../lib/api-error';
import { useLang } from '../../lib/i18n';
import { useT } from './messages';
import { docKeyOf, documentQuery } from './queries';
import styles from './support.module.css';

/** '/about/privacy' and '/about/terms': the document the operator keeps, as the server sanitised it. */
export default function DocumentPage() {
  const t = useT();
  const lang = useLang();
  const key = docKeyOf(useLocation().pathname);
  const { data, error, isPending, refetch } = useQuery(documentQuery(key, lang));
  if (isPending) return <Loading />;
  if (!data) return <Failed message={errorMessage(error, t('doc.loadFailed'))} onRetry={() => void refetch()} />;
  return (
    <article className={styles.doc} data-testid="document" data-key={data.key}>
      <h1 className={styles.docTitle}>{data.title}</h1>
      <p className={styles.docDate}>{t('doc.updated', { date: data.updated })}</p>
      {data.lang !== lang && <p className={styles.note}>{t('doc.onlyChinese')}</p>}
      <RichText html={data.body} testId="document-body" />
    </article>
  );
}
