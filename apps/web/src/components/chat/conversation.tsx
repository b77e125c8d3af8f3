import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../../lib/api-error';
import { mergeMessages, startPolling } from '../../lib/message-poller';
import { Failed, Loading } from '../blocks';
import { NotFoundState } from '../not-found-state';
import { type ChatMessage, ChatView } from './chat-view';

/** The other side of a booking's conversation, as both areas' APIs give it. */
export interface ChatPerson {
  nickname: string;
  head_portrait: string;
}

interface Props<M extends ChatMessage> {
  bookingId: number;
  /** One ask: the messages after this id, with who the other side is. */
  fetchAfter: (after: number, signal: AbortSignal) => Promise<{ other: ChatPerson; list: M[] }>;
  send: (body: string) => Promise<M>;
  /** New messages came in, and reading marked them read: the area's unread counts change. */
  onRead: () => void;
  /** The refusals that mean this conversation is not the person's (or not there at all). */
  goneCodes: number[];
  gone: { text: string; action: string; to: string };
  loadFailed: string;
  /** The header: the other person, the booking's line, the area's links. */
  head: (other: ChatPerson) => ReactNode;
  timeOf: (createdAt: string) => string;
}

/**
 * One booking's conversation as a page (the shuttle's and coach-for-hire's). It asks for messages after the newest
 * it holds every 3 s while the page is visible (and stops while it is hidden), so the other side's messages appear
 * without a reload.
 */
export function Conversation<M extends ChatMessage>({
  bookingId,
  fetchAfter,
  send,
  onRead,
  goneCodes,
  gone,
  loadFailed,
  head,
  timeOf,
}: Props<M>) {
  const [messages, setMessages] = useState<M[]>([]);
  const [other, setOther] = useState<ChatPerson | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [retry, setRetry] = useState(0);
  const held = useRef<M[]>([]);
  held.current = messages;
  // The area's functions change with each render; the polling keeps the latest without starting again.
  const area = useRef({ fetchAfter, onRead });
  area.current = { fetchAfter, onRead };
  const notFound = isApiError(error) && goneCodes.includes(error.code);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retry` starts asking again after a failure
  useEffect(() => {
    if (notFound) return;
    return startPolling({
      fetchAfter: (after, signal) => area.current.fetchAfter(after, signal),
      lastId: () => held.current[held.current.length - 1]?.id ?? 0,
      onData: (data) => {
        setError(null);
        setOther(data.other);
        if (data.list.length) {
          setMessages((prev) => mergeMessages(prev, data.list));
          area.current.onRead();
        }
      },
      onError: setError,
    });
  }, [bookingId, notFound, retry]);

  if (notFound) return <NotFoundState {...gone} />;
  if (!other) {
    if (error) {
      return (
        <Failed
          full
          message={errorMessage(error, loadFailed)}
          onRetry={() => {
            setError(null);
            setRetry((n) => n + 1);
          }}
        />
      );
    }
    return <Loading full />;
  }
  return (
    <ChatView
      bookingId={bookingId}
      head={head(other)}
      messages={messages}
      reconnecting={error !== null}
      timeOf={timeOf}
      send={send}
      onSent={(m) => setMessages((prev) => mergeMessages(prev, [m]))}
    />
  );
}
