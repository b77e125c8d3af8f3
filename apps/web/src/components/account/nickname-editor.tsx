import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { queryKeys } from '../../lib/queries';
import { setUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { PrimaryButton } from '../primary-button';
import { SubmitButton } from '../submit-button';
import styles from './account.module.css';
import { useT } from './messages';
import { NICKNAME_MAX, nicknameProblem } from './nickname';

/** Edits the nickname through up-info; the server's field message (data.errors) shows under the input. */
export function NicknameEditor({ initial, onDone }: { initial: string; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const handleSave = async () => {
    const local = nicknameProblem(value);
    if (local) return setProblem(t(local));
    setBusy(true);
    try {
      const user = await api('POST /v1/user/up-info', { body: { nickname: value.trim() } });
      setUser(user);
      queryClient.setQueryData(queryKeys.user, user);
      toast(t('profile.saved'), 'success');
      onDone();
    } catch (error) {
      const message = isApiError(error) && error.errors.nickname ? error.errors.nickname : undefined;
      setProblem(message ?? errorMessage(error, t('common.networkError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.edit}
      onSubmit={(e) => {
        e.preventDefault();
        void handleSave();
      }}
    >
      <label htmlFor={id} className={styles.sub}>
        {t('profile.editNickname')}
      </label>
      <input
        id={id}
        className={`${styles.input} ${problem ? styles.inputError : ''}`}
        value={value}
        maxLength={NICKNAME_MAX * 2}
        placeholder={t('profile.nicknamePlaceholder')}
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setProblem(undefined);
        }}
      />
      {problem && (
        <div id={`${id}-error`} className={styles.error} role="alert">
          {problem}
        </div>
      )}
      <div className={styles.actions}>
        <SubmitButton size="small" disabled={busy}>
          {t('common.save')}
        </SubmitButton>
        <PrimaryButton size="small" variant="ghost" onClick={onDone} disabled={busy}>
          {t('common.cancel')}
        </PrimaryButton>
      </div>
    </form>
  );
}
