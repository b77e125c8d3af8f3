import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { PrimaryButton } from '../../components/primary-button';
import { switchQuery } from '../../lib/queries';
import { isLoggedIn, useSession } from '../../lib/session';
import { write } from '../../lib/storage';
import styles from './follow-prompt.module.css';
import { followCount, followPromptAllowed, recordFollowClose } from './follow-rules';
import { useFollowUi } from './follow-store';
import { useT } from './messages';

const FollowModal = lazy(() => import('./follow-modal'));

let shownThisLoad = false;

/** A quiet bar suggesting a follow; not while (or after) the dialog was up on this page load. */
export default function FollowPrompt() {
  const t = useT();
  const session = useSession();
  const [allowed] = useState(() => followPromptAllowed({ loggedIn: isLoggedIn(session), isGzh: session.user?.is_gzh }));
  const { data } = useQuery({ ...switchQuery(), enabled: allowed });
  const { dialogOpen, dialogShown } = useFollowUi();
  const [state, setState] = useState<'bar' | 'qr' | 'closed'>('bar');

  if (!allowed || !data || data.is_gzh === 1 || data.gzh.on !== 1 || state === 'closed') return null;
  if (dialogOpen || (dialogShown && !shownThisLoad)) return null;
  shownThisLoad = true;

  if (state === 'qr') {
    return (
      <FollowModal
        name={data.gzh.name}
        qr={data.gzh.qr}
        onClose={(tick) => {
          recordFollowClose(tick);
          setState('closed');
        }}
      />
    );
  }
  return (
    <aside className={styles.bar} data-testid="follow-prompt">
      <span className={styles.text}>{t('follow.prompt', { name: data.gzh.name })}</span>
      <PrimaryButton size="small" onClick={() => setState('qr')}>
        {t('follow.open')}
      </PrimaryButton>
      <button
        type="button"
        className={styles.close}
        aria-label={t('common.close')}
        onClick={() => {
          // Each dismissal counts, so the prompt retires after a few (its limit of 5, docs/product.md#overlays).
          write('followCount', followCount() + 1);
          setState('closed');
        }}
      >
        ×
      </button>
    </aside>
  );
}
