import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { ShareButton } from '../../components/share/share-button';
import { errorMessage } from '../../lib/api-error';
import { useT } from './messages';
import { PosterCanvas } from './poster-canvas';
import { coachPoster } from './poster-content';
import styles from './posters.module.css';
import { type PosterInfo, posterQuery } from './posters-api';

const parseId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** '/poster/coach-poster-save?id=…': the saved poster drawn as an image to keep or send. */
export default function PosterSavePage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const query = useQuery({ ...posterQuery(id ?? 0), enabled: id !== null });

  let body: ReactNode;
  if (id === null) body = <Empty text={t('save.none')} />;
  else if (query.isPending) body = <Loading />;
  else if (!query.data) {
    body = <Failed message={errorMessage(query.error, t('common.loadFailed'))} onRetry={() => void query.refetch()} />;
  } else body = <SavedPoster info={query.data} />;

  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <h1 className={styles.srOnly}>{t('save.title')}</h1>
      {body}
      <nav className={styles.actions}>
        <Link className={styles.linkButton} to="/poster/coach-poster">
          {t('save.makeAnother')}
        </Link>
        <Link className={styles.linkButton} to="/poster/coach-poster-list">
          {t('save.list')}
        </Link>
      </nav>
    </section>
  );
}

function SavedPoster({ info }: { info: PosterInfo }) {
  const t = useT();
  const { poster, coach } = info;
  const drawn = coachPoster(
    t,
    poster.template,
    { ...coach, field_name: poster.field_name || coach.field_name },
    {
      id: poster.id,
      title: poster.title,
      slogan: poster.slogan,
      fieldId: poster.field_id,
    },
  );
  return (
    <>
      <PosterCanvas poster={drawn} mode="image" fileName={`xueche-poster-${poster.id}.jpg`} />
      <ShareButton
        share={{
          title: poster.title,
          desc: poster.slogan || t(`template.${poster.template}.slogan`),
          link: drawn.content.link,
          imgUrl: new URL('/static/share-icon.png', window.location.origin).toString(),
        }}
      />
    </>
  );
}
