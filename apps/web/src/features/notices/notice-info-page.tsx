import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { NotFoundState } from '../../components/not-found-state';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage, isNotFound } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import { useT } from './messages';
import styles from './notices.module.css';
import { noticeKeys, noticeQuery } from './queries';

/** An in-app path ('/ke?x=1'), also from a full address on this site; undefined for anything else. */
export function inAppPath(link: string | null, origin = window.location.origin): string | undefined {
  const value = link?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // not an address
  }
  return undefined;
}

/** '/noticeINfo/:id': one notice; opening it marks it read on the server, so the history is refetched. */
export default function NoticeInfoPage() {
  const { id: raw } = useParams();
  const id = parseId(raw);
  if (id === undefined) return <NoticeNotFound />;
  return <Notice key={id} id={id} />;
}

function NoticeNotFound() {
  const t = useT();
  return <NotFoundState text={t('info.notFound')} action={t('info.toHistory')} to="/notice-history" />;
}

function Notice({ id }: { id: number }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data, error, isPending, refetch } = useQuery(noticeQuery(id));
  const loaded = data !== undefined;

  useEffect(() => {
    if (loaded) void client.invalidateQueries({ queryKey: noticeKeys.history });
  }, [client, loaded]);

  if (isPending) return <Loading />;
  if (!data) {
    if (isNotFound(error)) return <NoticeNotFound />;
    return <Failed message={errorMessage(error, t('info.loadFailed'))} onRetry={() => void refetch()} />;
  }
  const target = inAppPath(data.link);
  return (
    <article className={styles.notice} data-testid="notice">
      <h1 className={styles.noticeTitle}>{data.title}</h1>
      <time className={styles.noticeDate} dateTime={data.created_at}>
        {formatDate(data.created_at, 'YYYY-MM-DD HH:mm')}
      </time>
      <div className={styles.noticeContent} data-testid="notice-content">
        {data.content}
      </div>
      {target && (
        <PrimaryButton block onClick={() => navigate(target)} data-testid="notice-link">
          {t('info.open')}
        </PrimaryButton>
      )}
    </article>
  );
}
