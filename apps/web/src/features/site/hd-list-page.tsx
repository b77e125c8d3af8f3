import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { errorMessage } from '../../lib/api-error';
import { parseId } from '../../lib/route-params';
import { HdPlayer } from './hd-player';
import { useT } from './messages';
import { hdHref, useSignedIn, useSiteField, withQuery } from './paths';
import { SignInInvite } from './sign-in-invite';
import styles from './site.module.css';
import { hdListQuery } from './site-api';

/**
 * '/hudong/page' and '/wx_hudong/page': the interactive videos of the field and the general ones. The
 * `wx_` form opens without a session and plays a video in place (`?id=`), since the video's own page
 * needs one; it invites to sign in.
 */
export default function HdListPage({ webview = false }: { webview?: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const { fieldId } = useSiteField();
  const signedIn = useSignedIn();
  const playing = webview ? parseId(params.get('id')) : undefined;
  const invite = webview ? <SignInInvite to={withQuery('/hudong/page', { field_id: fieldId })} /> : null;

  if (playing) {
    const back = (
      <Link className={styles.link} to={withQuery('/wx_hudong/page', { field_id: fieldId })} data-testid="hd-back">
        {t('hd.backToList')} ›
      </Link>
    );
    return (
      <div className={styles.page}>
        {invite}
        <HdPlayer id={playing} back={back} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.kicker}>{t('hd.kicker')}</span>
        <h1>{t('hd.title')}</h1>
        <p>{t('hd.intro')}</p>
      </header>
      {invite}
      <HdList fieldId={fieldId} signedIn={signedIn} wx={webview} />
    </div>
  );
}

function HdList({ fieldId, signedIn, wx }: { fieldId: number | null; signedIn: boolean; wx: boolean }) {
  const t = useT();
  const query = useQuery(hdListQuery(fieldId, signedIn));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return <Failed message={errorMessage(query.error, t('hd.listFailed'))} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <p className={styles.emptyBox} data-testid="hd-empty">
        {t('hd.empty')}
      </p>
    );
  }
  // Signed in on the `wx_` page, the video's own page opens.
  const inPlace = wx && !signedIn;
  return (
    <ul className={styles.cardList} data-testid="hd-list">
      {query.data.map((v) => (
        <li key={v.id}>
          <Link className={styles.hdCard} to={hdHref(inPlace, v.id, fieldId)} data-testid="hd-item" data-id={v.id}>
            {v.cover && <img className={styles.hdCover} src={v.cover} alt="" loading="lazy" />}
            <span className={styles.hdText}>
              <strong>{v.title}</strong>
              <span className={styles.muted}>{v.summary}</span>
              <span className={styles.tag}>{v.field_id ? t('hd.ofField') : t('hd.general')}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
