import { useQuery } from '@tanstack/react-query';
import type { YardItemKey } from '@xueche/contract';
import { useSearchParams } from 'react-router';
import { Failed, Loading } from '../../../components/blocks';
import { Link } from '../../../components/link';
import { errorMessage } from '../../../lib/api-error';
import { payHref, useSignedIn, useSiteField, withQuery } from '../paths';
import { SignInInvite } from '../sign-in-invite';
import { SitePlayer } from '../site-player';
import { ItemDims } from './item-dims';
import { useT } from './messages';
import styles from './vr.module.css';
import { fiveQuery } from './vr-api';

/**
 * '/overall-view/info' (and '/webview/overall-view/info'): one item of the yard — its sizes as the field
 * built them, the reference points, what fails it, the how-to video (a preview until the course is
 * bought) and the way into its 3D demonstration and panorama.
 */
export default function ItemPage({ webview = false }: { webview?: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const { fieldId } = useSiteField();
  const signedIn = useSignedIn();
  const five = useQuery({ ...fiveQuery(fieldId, signedIn), enabled: signedIn || fieldId !== null });
  const key = params.get('item') as YardItemKey | null;
  if (five.isError) {
    return <Failed full message={errorMessage(five.error, t('common.pageError'))} onRetry={() => five.refetch()} />;
  }
  if (!five.data) return <Loading full />;
  const item = five.data.items.find((i) => i.key === key) ?? five.data.items[0];
  if (!item) return <Failed full message={t('item.notFound')} />;
  const field = five.data.field;
  return (
    <div className={styles.page} data-testid="item-page">
      {webview && <SignInInvite to={withQuery('/overall-view/info', { field_id: field.field_id, item: item.key })} />}
      <section className={styles.panel}>
        <h2>
          {t('yard.order', { n: item.order })} · {item.name}
        </h2>
        <ItemDims dims={item.dims} />
        {item.time_limit_s !== null && <p className={styles.note}>{t('item.timeLimit', { s: item.time_limit_s })}</p>}
      </section>
      <section className={styles.panel}>
        <h3>{t('item.video')}</h3>
        {item.video ? (
          <SitePlayer
            video={item.video}
            payHref={field.is_buy ? null : payHref(field.field_id, field.lesson_id)}
            testId="item-video"
          />
        ) : (
          <p className={styles.note}>{t('item.noVideo')}</p>
        )}
      </section>
      <section className={styles.panel}>
        <h3>{t('item.points')}</h3>
        <ol className={styles.points} data-testid="item-points">
          {item.points.map((p) => (
            <li key={`${p.at}-${p.cue}`}>
              <strong>{p.cue}</strong>
              <span>→ {p.action}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.panel}>
        <h3>{t('item.fails')}</h3>
        <ul className={styles.fails}>
          {item.fails.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        {item.deductions.length > 0 && (
          <>
            <h3>{t('item.deductions')}</h3>
            <ul className={styles.fails} data-testid="item-deductions">
              {item.deductions.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      <nav className={styles.panelActions}>
        <Link
          className={styles.linkButton}
          to={withQuery(webview ? '/wx_fivevr' : '/fivevr', { field_id: field.field_id, item: item.key, demo: 1 })}
        >
          {t('item.demo3d')}
        </Link>
        <Link
          className={styles.linkButton}
          to={withQuery(webview ? '/webview/overall-view' : '/overall-view', {
            field_id: field.field_id,
            item: item.key,
          })}
        >
          {t('item.panorama')}
        </Link>
      </nav>
    </div>
  );
}
