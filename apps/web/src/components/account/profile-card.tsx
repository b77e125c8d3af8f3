import { useState } from 'react';
import { useSession } from '../../lib/session';
import styles from './account.module.css';
import { useT } from './messages';
import { NicknameEditor } from './nickname-editor';

const FALLBACK_AVATAR =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Crect width="40" height="40" fill="%23e8eefc"/%3E%3Ccircle cx="20" cy="16" r="7" fill="%23a9bce8"/%3E%3Cpath d="M6 38a14 14 0 0 1 28 0" fill="%23a9bce8"/%3E%3C/svg%3E';

/** Avatar, nickname (editable), role and id. */
export function ProfileCard() {
  const t = useT();
  const user = useSession((s) => s.user);
  const [editing, setEditing] = useState(false);

  return (
    <section className={styles.profile} aria-label={t('profile.nickname')}>
      <img
        className={styles.avatar}
        src={user?.head_portrait || FALLBACK_AVATAR}
        alt=""
        onError={(e) => {
          e.currentTarget.src = FALLBACK_AVATAR;
        }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        {editing ? (
          <NicknameEditor initial={user?.nickname ?? ''} onDone={() => setEditing(false)} />
        ) : (
          <>
            <h1 className={styles.name} data-testid="nickname">
              {user?.nickname ?? t('common.loading')}
            </h1>
            <div className={styles.sub}>
              {t(user?.user_type === 2 ? 'profile.coach' : 'profile.student')}
              {user ? ` · ID ${user.uid}` : ''}
            </div>
            <button type="button" className={styles.textButton} onClick={() => setEditing(true)} disabled={!user}>
              {t('profile.editNickname')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
