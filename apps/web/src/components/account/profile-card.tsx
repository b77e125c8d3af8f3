import { useState } from 'react';
import { avatarSrc, initialOf } from '../../lib/avatar';
import { useSession } from '../../lib/session';
import styles from './account.module.css';
import { useT } from './messages';
import { NicknameEditor } from './nickname-editor';

/** Avatar, nickname (editable), role and id. */
export function ProfileCard() {
  const t = useT();
  const user = useSession((s) => s.user);
  const [editing, setEditing] = useState(false);

  return (
    <section className={styles.profile} aria-label={t('profile.nickname')}>
      <Avatar url={user?.head_portrait} name={user?.nickname} />
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

/** The WeChat head image; the name's first character in a circle only when there is none or it will not load. */
function Avatar({ url, name }: { url: string | undefined; name: string | undefined }) {
  const src = avatarSrc(url);
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <img className={styles.avatar} src={src} alt="" data-testid="avatar" onError={() => setFailed(src)} />;
  }
  return (
    <span className={`${styles.avatar} ${styles.avatarInitial}`} aria-hidden="true" data-testid="avatar">
      {initialOf(name)}
    </span>
  );
}
