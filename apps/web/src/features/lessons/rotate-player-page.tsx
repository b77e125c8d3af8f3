import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { errorMessage, isNotFound } from '../../lib/api-error';
import { parseId } from '../../lib/route-params';
import { detailsQuery } from './lessons-api';
import { useT } from './messages';
import { Player } from './player/player';
import styles from './rotate.module.css';

/** '/rotatePlayer?id=<lesson>&t=<seconds>': the player filling a landscape frame (turned 90° on a portrait phone). */
export default function RotatePlayerPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = parseId(params.get('id') ?? params.get('lesson_id'));
  const rawStart = Number(params.get('t'));
  const startAt = params.get('t') !== null && Number.isFinite(rawStart) && rawStart >= 0 ? rawStart : undefined;
  const details = useQuery({ ...detailsQuery(id ?? 0), enabled: id !== undefined });

  const back = () => {
    // Opened from the lesson page: go back to it; opened directly: to the lesson.
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else if (id) navigate(`/detail/${id}`, { replace: true });
    else navigate('/', { replace: true });
  };

  let body: ReactNode;
  if (id === undefined) body = <Failed message={t('rotate.missingId')} />;
  else if (details.isPending) body = <Loading />;
  else if (details.isError)
    body = (
      <Failed
        message={isNotFound(details.error) ? t('lesson.notFound') : errorMessage(details.error, t('lesson.loadFailed'))}
        onRetry={() => void details.refetch()}
      />
    );
  else
    body = (
      <Player
        key={id}
        lesson={details.data.lesson}
        course={details.data.course}
        variant="landscape"
        {...(startAt !== undefined ? { startAt } : {})}
        autoPlay
      />
    );

  return (
    <div className={styles.frame} data-testid="rotate-frame">
      <div className={styles.bar}>
        <button type="button" className={styles.back} onClick={back} aria-label={t('rotate.back')} data-testid="back">
          ‹
        </button>
        <span className={styles.title}>{details.data?.lesson.title}</span>
      </div>
      <div className={styles.body}>{body}</div>
    </div>
  );
}
