import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { ShareButton } from '../../components/share/share-button';
import { errorMessage } from '../../lib/api-error';
import { roleOf, useSession } from '../../lib/session';
import { usePageShare } from '../../lib/use-page-share';
import { useT } from './messages';
import { PosterCanvas } from './poster-canvas';
import type { DrawnPoster } from './poster-content';
import styles from './posters.module.css';
import { lessonShareQuery } from './posters-api';
import { onOrigin, pageOrigin } from './share-link';

/**
 * '/share/lesson?id=…': a lesson as a poster — its cover, title and a QR code to it. A coach's carries
 * their did, their name and school; anyone else's their own did.
 */
export default function ShareLessonPage() {
  const t = useT();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const session = useSession();
  const coach = roleOf(session) === 'coach';
  const query = useQuery({ ...lessonShareQuery(id ?? 0, coach), enabled: id !== null });
  const share = query.data && { ...query.data.share, link: onOrigin(query.data.share.link, pageOrigin()) };
  usePageShare(share);

  if (id === null) return <Empty text={t('lesson.missing')} />;
  if (query.isPending) return <Loading full />;
  if (!query.data || !share) {
    return (
      <Failed full message={errorMessage(query.error, t('common.loadFailed'))} onRetry={() => void query.refetch()} />
    );
  }
  const card = query.data.coach;
  const poster: DrawnPoster = {
    content: {
      style: 'lesson',
      brand: t('brand'),
      kicker: t('lesson.kicker'),
      title: share.title,
      slogan: share.desc,
      name: card?.name ?? session.user?.nickname ?? '',
      school: card?.school ?? '',
      badge: card?.certified ? t('badge.certified') : '',
      link: share.link,
      qrTitle: t('qr.title'),
      qrHint: t('lesson.hint'),
    },
    portrait: card?.portrait ?? '',
    // Covers are the API's static files: loaded from this page's origin, so the canvas stays exportable.
    cover: onOrigin(share.imgUrl, pageOrigin()),
  };
  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <h1 className={styles.srOnly}>{t('lesson.title')}</h1>
      <PosterCanvas poster={poster} mode="image" fileName={`xueche-lesson-${id}.jpg`} />
      <ShareButton share={share} />
    </section>
  );
}
