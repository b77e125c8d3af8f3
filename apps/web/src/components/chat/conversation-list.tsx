import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import area from '../area/area.module.css';
import { Empty, Failed, Loading } from '../blocks';
import { Link } from '../link';
import styles from './conversation-list.module.css';
import { useT } from './messages';

/** The sentences each area words under these keys in its own dictionary. */
type ListKey = 'messages.title' | 'messages.loadFailed' | 'messages.empty';

/** What every area's conversation carries. */
interface ListedConversation {
  booking_id: number;
  unread: number;
  other: { nickname: string };
  last: { body: string; from_me: boolean } | null;
}

/** What an area draws of one conversation in its own way. */
type AreaParts = Pick<Props, 'to' | 'avatar' | 'when' | 'line'>;

/**
 * A message tab (the shuttle's and coach-for-hire's): the person's booking conversations, newest message first,
 * with unread counts, above the area's tab bar; `parts` gives each row's link, picture, time and booking line.
 */
export function ConversationsPage<D extends { list: ListedConversation[] }, K extends QueryKey>({
  words,
  conversations,
  parts,
  nav,
}: {
  words: (key: ListKey) => string;
  conversations: UseQueryOptions<D, Error, D, K>;
  parts: (conversation: D['list'][number]) => AreaParts;
  nav: ReactNode;
}) {
  const query = useQuery(conversations);
  return (
    <div className={area.page}>
      <h1 className={area.title}>{words('messages.title')}</h1>
      <ConversationList
        query={query}
        loadFailed={words('messages.loadFailed')}
        empty={words('messages.empty')}
        row={(c) => (
          <ConversationRow
            key={c.booking_id}
            bookingId={c.booking_id}
            unread={c.unread}
            name={c.other.nickname}
            last={c.last}
            {...parts(c)}
          />
        )}
      />
      {nav}
    </div>
  );
}

/** The conversations themselves, or why they are not there. */
function ConversationList<C extends { booking_id: number }>({
  query,
  loadFailed,
  empty,
  row,
}: {
  query: UseQueryResult<{ list: C[] }>;
  loadFailed: string;
  empty: string;
  row: (conversation: C) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (!query.data) {
    return <Failed message={errorMessage(query.error, loadFailed)} onRetry={() => void query.refetch()} />;
  }
  if (query.data.list.length === 0) return <Empty text={empty} />;
  return (
    <ul className={styles.list} data-testid="conversations">
      {query.data.list.map(row)}
    </ul>
  );
}

interface Props {
  to: string;
  bookingId: number;
  unread: number;
  /** The other person's picture, as the area draws it. */
  avatar: ReactNode;
  name: string;
  /** When the last message came, as the area prints it. */
  when: ReactNode;
  /** The booking: whose side, when, its state. */
  line: ReactNode;
  last: { body: string; from_me: boolean } | null;
}

/** One booking's conversation in the list; the area gives its picture and its booking's line. */
function ConversationRow({ to, bookingId, unread, avatar, name, when, line, last }: Props) {
  const t = useT();
  return (
    <li>
      <Link to={to} className={styles.row} data-testid="conversation" data-booking-id={bookingId} data-unread={unread}>
        {avatar}
        <div className={styles.text}>
          <div className={styles.top}>
            <strong>{name}</strong>
            {when}
          </div>
          <small className={styles.line}>{line}</small>
          <p className={styles.last}>{last ? `${last.from_me ? t('chat.me') : ''}${last.body}` : t('chat.noneYet')}</p>
        </div>
        {unread > 0 && (
          <span className={styles.unread} data-testid="conversation-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Link>
    </li>
  );
}
