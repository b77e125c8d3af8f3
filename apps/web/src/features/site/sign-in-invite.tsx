import { Link } from '../../components/link';
import { useT } from './messages';
import { useSignedIn } from './paths';
import styles from './site.module.css';

/**
 * On a `wx_` page opened from a shared link without a session: the content is shown, and this invites
 * the visitor to sign in. `to` is the signed-in form of the page; opening it goes through WeChat's
 * sign-in (the login guard) and comes back there, with the student's own field and what they bought.
 */
export function SignInInvite({ to }: { to: string }) {
  const t = useT();
  const signedIn = useSignedIn();
  if (signedIn) return null;
  return (
    <aside className={styles.invite} data-testid="sign-in-invite">
      <p>{t('invite.text')}</p>
      <Link className={styles.inviteButton} to={to} data-testid="sign-in-link">
        {t('invite.action')}
      </Link>
    </aside>
  );
}
