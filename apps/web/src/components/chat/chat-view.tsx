import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { SubmitButton } from '../submit-button';
import styles from './chat.module.css';
import { useT } from './messages';

/** A message as both areas' APIs give it. */
export interface ChatMessage {
  id: number;
  body: string;
  from_me: boolean;
  created_at: string;
}

interface ChatViewProps<M extends ChatMessage> {
  bookingId: number;
  /** What the header shows: the other person, the booking's line, the area's links. */
  head: ReactNode;
  messages: M[];
  /** The last ask failed: the list is kept and asking goes on. */
  reconnecting: boolean;
  /** The time shown under a message, in the area's clock. */
  timeOf: (createdAt: string) => string;
  send: (body: string) => Promise<M>;
  onSent: (message: M) => void;
}

/**
 * One booking's conversation as a page (the shuttle's and the coach-for-hire's): its header, the messages
 * with the newest in view, and the box to write in. The area asks for the messages and says how to send.
 */
export function ChatView<M extends ChatMessage>({
  bookingId,
  head,
  messages,
  reconnecting,
  timeOf,
  send,
  onSent,
}: ChatViewProps<M>) {
  const t = useT();
  return (
    <div className={styles.page} data-testid="chat" data-booking-id={bookingId}>
      <header className={styles.head}>{head}</header>
      <MessageList messages={messages} timeOf={timeOf} />
      {reconnecting && (
        <p className={styles.note} role="status">
          {t('chat.reconnecting')}
        </p>
      )}
      <SendForm send={send} onSent={onSent} />
    </div>
  );
}

function MessageList({ messages, timeOf }: Pick<ChatViewProps<ChatMessage>, 'messages' | 'timeOf'>) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new newest message scrolls it into view
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  return (
    <div className={styles.list} aria-live="polite" data-testid="chat-messages">
      {messages.length === 0 && <p className={styles.note}>{t('chat.empty')}</p>}
      {messages.map((m) => (
        <div
          key={m.id}
          className={m.from_me ? styles.bubbleMine : styles.bubble}
          data-testid="chat-message"
          data-mine={m.from_me}
        >
          <p>{m.body}</p>
          <small>{timeOf(m.created_at)}</small>
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}

function SendForm<M extends ChatMessage>({ send, onSent }: Pick<ChatViewProps<M>, 'send' | 'onSent'>) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const sending = useMutation({
    mutationFn: send,
    onSuccess: (message) => {
      onSent(message);
      setText('');
    },
  });
  const tooLong = text.trim().length > 500;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.isPending || !text.trim() || tooLong) return;
    sending.mutate(text.trim());
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {(sending.isError || tooLong) && (
        <p className={styles.error} role="alert" data-testid="chat-error">
          {tooLong ? t('chat.tooLong') : errorMessage(sending.error, t('chat.sendFailed'))}
        </p>
      )}
      <div className={styles.row}>
        <label className={styles.srOnly} htmlFor={id}>
          {t('chat.label')}
        </label>
        <input
          id={id}
          className={styles.input}
          value={text}
          maxLength={600}
          enterKeyHint="send"
          placeholder={t('chat.placeholder')}
          data-testid="chat-input"
          onChange={(e) => {
            setText(e.target.value);
            if (sending.isError) sending.reset();
          }}
        />
        <SubmitButton
          size="small"
          className={styles.send}
          data-testid="chat-send"
          disabled={sending.isPending || !text.trim()}
        >
          {t('chat.send')}
        </SubmitButton>
      </div>
    </form>
  );
}
