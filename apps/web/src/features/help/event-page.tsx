import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { NotFoundState } from '../../components/not-found-state';
import { RichText } from '../../components/rich-text';
import { errorMessage, isNotFound } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import styles from './help.module.css';
import { useT } from './messages';
import { eventQuery } from './queries';

const STATE_CLASS = { upcoming: styles.stateUpcoming, running: styles.stateRunning, ended: styles.stateEnded };

/** '/event?id=': a campaign page with its dates, whether it is on, and its text. */
export default function EventPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === undefined) return <EventNotFound />;
  return <Event key={id} id={id} />;
}

function EventNotFound() {
  const t = useT();
  return <NotFoundState text={t('event.notFound')} action={t('event.backHome')} to="/" />;
}

function Event({ id }: { id: number }) {
  const t = useT();
  const { data, error, isPending, refetch } = useQuery(eventQuery(id));
  if (isPending) return <Loading />;
  if (!data) {
    if (isNotFound(error)) return <EventNotFound />;
    return <Failed message={errorMessage(error, t('event.loadFailed'))} onRetry={() => void refetch()} />;
  }
  return (
    <article className={styles.event} data-testid="event">
      {data.cover && <img className={styles.eventCover} src={data.cover} alt="" decoding="async" />}
      <div className={styles.eventInfo}>
        <div className={styles.eventHead}>
          <h1 className={styles.eventTitle}>{data.title}</h1>
          <span
            className={`${styles.state} ${STATE_CLASS[data.state]}`}
            data-testid="event-state"
            data-state={data.state}
          >
            {t(`event.${data.state}`)}
          </span>
        </div>
        <p className={styles.eventDates}>
          {t('event.dates', {
            from: formatDate(data.starts_at, 'YYYY-MM-DD HH:mm'),
            to: formatDate(data.ends_at, 'YYYY-MM-DD HH:mm'),
          })}
        </p>
        <RichText html={data.body} testId="event-body" compact />
      </div>
    </article>
  );
}
