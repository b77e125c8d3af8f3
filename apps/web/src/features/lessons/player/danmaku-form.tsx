import { useQueryClient } from '@tanstack/react-query';
import type { Danmaku } from '@xueche/contract';
import { type FormEvent, useState } from 'react';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useSubmitCooldown } from '../../../lib/debounce';
import { toast } from '../../../lib/toast';
import { DANMAKU_MAX_LENGTH } from '../danmaku';
import { danmakuQuery } from '../lessons-api';
import { useT } from '../messages';
import styles from './player.module.css';

interface Props {
  lessonId: number;
  /** The playing position, where the bullet comment is pinned. */
  position: () => number;
  /** The comment the server stored, to fly it at once. */
  onSent: (added: Danmaku) => void;
}

/** The bullet-comment box under the player: posts at the playing position, kept in the lesson's list. */
export function DanmakuForm({ lessonId, position, onSent }: Props) {
  const t = useT();
  const client = useQueryClient();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [sendRef, cooling] = useSubmitCooldown();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim().slice(0, DANMAKU_MAX_LENGTH);
    if (!content) {
      toast(t('player.danmakuEmpty'));
      return;
    }
    setSending(true);
    try {
      const at = Math.round(position() * 10) / 10;
      const added = await api('POST /v1/lesson/dm', {
        body: { lesson_id: lessonId, at_s: at, content },
      });
      client.setQueryData(danmakuQuery(lessonId).queryKey, (data) =>
        data ? { list: [...data.list, added].sort((a, b) => a.at_s - b.at_s || a.id - b.id) } : data,
      );
      setDraft('');
      onSent(added);
    } catch (error) {
      toast(errorMessage(error, t('player.danmakuFailed')), 'fail');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.danmakuForm} onSubmit={send}>
      <input
        className={styles.danmakuInput}
        value={draft}
        maxLength={DANMAKU_MAX_LENGTH}
        onChange={(e) => setDraft(e.currentTarget.value)}
        placeholder={t('player.danmakuPlaceholder')}
        aria-label={t('player.danmakuPlaceholder')}
        enterKeyHint="send"
        data-testid="danmaku-input"
      />
      <button
        ref={sendRef}
        type="submit"
        className={styles.danmakuSend}
        disabled={sending || cooling}
        data-testid="danmaku-send"
      >
        {t('player.danmakuSend')}
      </button>
    </form>
  );
}
