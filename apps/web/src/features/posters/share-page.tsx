import { useQuery } from '@tanstack/react-query';
import { Failed, Loading } from '../../components/blocks';
import { ShareButton } from '../../components/share/share-button';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../lib/session';
import { usePageShare } from '../../lib/use-page-share';
import { useT } from './messages';
import { PosterCanvas } from './poster-canvas';
import type { DrawnPoster } from './poster-content';
import styles from './posters.module.css';
import { liHbQuery } from './posters-api';
import { buildShareLink, pageOrigin } from './share-link';

/** '/share': the person's own invitation poster, its QR code leading home with their did and field. */
export default function SharePage() {
  const t = useT();
  const fieldId = useSession((s) => s.field?.field_id ?? s.user?.field ?? null);
  // The theory poster data carries the person's name, a drawable portrait and their mock-exam count.
  const query = useQuery(liHbQuery(undefined));
  const me = query.data;
  const link = me ? buildShareLink(pageOrigin(), '/', { did: me.did, fieldId }) : '';
  const share = me && {
    title: t('share.posterTitle'),
    desc: t('share.posterSlogan'),
    link,
    imgUrl: new URL('/static/share-icon.png', pageOrigin()).toString(),
  };
  usePageShare(share);

  if (query.isPending) return <Loading full />;
  if (!me || !share) {
    return (
      <Failed full message={errorMessage(query.error, t('common.loadFailed'))} onRetry={() => void query.refetch()} />
    );
  }
  const poster: DrawnPoster = {
    content: {
      style: 'invite',
      brand: t('brand'),
      kicker: t('share.kicker'),
      title: t('share.posterTitle'),
      slogan: t('share.posterSlogan'),
      name: me.nickname,
      school: me.exams > 0 ? t('share.exams', { n: me.exams }) : '',
      badge: t('share.badge'),
      features: [t('share.f1'), t('share.f2'), t('share.f3')],
      link,
      qrTitle: t('qr.title'),
      qrHint: t('share.hint'),
    },
    portrait: me.portrait,
    cover: '',
  };
  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <h1 className={styles.srOnly}>{t('share.title')}</h1>
      <PosterCanvas poster={poster} mode="image" fileName="xueche-invite.jpg" />
      <ShareButton share={share} />
    </section>
  );
}
