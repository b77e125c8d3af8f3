import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { errorMessage, isApiError, isNotFound } from '../../lib/api-error';
import { usePageShare } from '../../lib/use-page-share';
import { useT } from './messages';
import { PosterCanvas } from './poster-canvas';
import { coachPoster } from './poster-content';
import styles from './posters.module.css';
import { posterQuery } from './posters-api';

/**
 * '/poster-info/{poster_id}': a coach's poster for anyone logged in, drawn from its data and the coach's
 * public data, with the way in its QR code leads to.
 */
export default function PosterInfoPage() {
  const t = useT();
  const { poster_id } = useParams();
  const id = poster_id && /^\d{1,9}$/.test(poster_id) ? Number(poster_id) : null;
  const query = useQuery({ ...posterQuery(id ?? 0), enabled: id !== null });
  const data = query.data;
  const drawn = data
    ? coachPoster(
        t,
        data.poster.template,
        { ...data.coach, field_name: data.poster.field_name },
        {
          id: data.poster.id,
          title: data.poster.title,
          slogan: data.poster.slogan,
          fieldId: data.poster.field_id,
        },
      )
    : undefined;
  // Shared on, the page passes on where the poster leads, with the coach's did: not the viewer's.
  usePageShare(
    drawn && {
      title: drawn.content.title,
      desc: drawn.content.slogan,
      link: drawn.content.link,
      imgUrl: new URL('/static/share-icon.png', window.location.origin).toString(),
    },
  );

  if (id === null || isNotFound(query.error)) {
    return <Empty text={isApiError(query.error) ? query.error.message : t('save.none')} />;
  }
  if (query.isPending) return <Loading full />;
  if (!drawn) {
    return (
      <Failed full message={errorMessage(query.error, t('common.loadFailed'))} onRetry={() => void query.refetch()} />
    );
  }
  const target = new URL(drawn.content.link);
  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <h1 className={styles.srOnly}>{t('posterInfo.title')}</h1>
      <PosterCanvas poster={drawn} mode="image" fileName={`xueche-poster-${id}.jpg`} />
      <Link className={styles.linkSolid} to={`${target.pathname}${target.search}`} data-testid="poster-open-link">
        {t('posterInfo.open')}
      </Link>
    </section>
  );
}
