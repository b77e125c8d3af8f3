import { useQuery } from '@tanstack/react-query';
import type { HelpItem } from '@xueche/contract';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { errorMessage } from '../../lib/api-error';
import { formatDuration } from '../../lib/format';
import styles from './help.module.css';
import { useT } from './messages';
import { audienceOf, helpListQuery, helpOneQuery } from './queries';

/** '/help-video-app' (students) and '/help-video' (coaches): help videos as cards; tapping one plays it in place. */
export default function HelpVideosPage() {
  const t = useT();
  const audience = audienceOf(useLocation().pathname);
  const { data, error, isPending, refetch } = useQuery(helpListQuery('video', audience));
  const [playing, setPlaying] = useState<number | undefined>(undefined);

  let content: ReactNode;
  if (isPending) content = <Loading />;
  else if (!data)
    content = <Failed message={errorMessage(error, t('videos.loadFailed'))} onRetry={() => void refetch()} />;
  else if (data.list.length === 0) content = <Empty text={t('videos.empty')} />;
  else {
    content = (
      <ul className={styles.videos}>
        {data.list.map((item) => (
          <li key={item.id} className={styles.videoCard} data-testid="help-video">
            {playing === item.id ? (
              <Player item={item} />
            ) : (
              <button
                type="button"
                className={styles.videoCover}
                aria-label={t('videos.play', { title: item.title })}
                onClick={() => setPlaying(item.id)}
              >
                {item.cover ? (
                  <img src={item.cover} alt="" loading="lazy" decoding="async" />
                ) : (
                  <span className={styles.videoBlank} />
                )}
                <span className={styles.playIcon} aria-hidden="true" />
                {item.duration_s !== null && <span className={styles.duration}>{formatDuration(item.duration_s)}</span>}
              </button>
            )}
            <div className={styles.videoInfo}>
              <h2 className={styles.videoTitle}>{item.title}</h2>
              {item.summary && <p className={styles.videoSummary}>{item.summary}</p>}
              {item.duration_s !== null && (
                <p className={styles.srOnly}>{t('videos.duration', { time: formatDuration(item.duration_s) })}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.srOnly}>{t('videos.title')}</h1>
      {content}
    </div>
  );
}

/** The video itself, once its address is known: the browser's own player, inline (not full screen on iOS). */
function Player({ item }: { item: HelpItem }) {
  const t = useT();
  const { data, error, isPending, refetch } = useQuery(helpOneQuery(item.id));
  if (isPending) {
    return (
      <div className={styles.playerBox}>
        <Loading />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.playerBox}>
        <Failed message={errorMessage(error, t('videos.loadFailed'))} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!data.mp4) {
    return (
      <div className={styles.playerBox}>
        <Empty text={t('videos.unavailable')} />
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: help videos come without caption tracks; each card's title and summary say what it shows
    <video
      className={styles.player}
      src={data.mp4}
      poster={data.cover ?? item.cover ?? undefined}
      controls
      playsInline
      webkit-playsinline="true"
      autoPlay
      preload="metadata"
      data-testid="help-player"
    >
      {t('videos.unsupported')}
    </video>
  );
}
