import { useEffect } from 'react';
import { DebounceButton } from '../../components/debounce-button';
import { write } from '../../lib/storage';
import { withoutAuthParams } from './guard-rules';
import { loginErrorMessage } from './login-error-message';
import styles from './login-error-page.module.css';
import { useT } from './messages';

/** Full-page login failure: the localised reason and a way to try again from a clean URL. */
export default function LoginErrorPage(props: { error: unknown } | { message: string }) {
  const t = useT();
  const message = 'message' in props ? props.message : loginErrorMessage(props.error);

  useEffect(() => {
    // A code is single-use; leaving it in the address would only fail again on reload.
    const clean = withoutAuthParams(window.location.href);
    if (clean.href !== window.location.href.split('#')[0]) {
      window.history.replaceState(window.history.state, '', clean.pathname + clean.search);
    }
    document.title = t('login.failedTitle');
  }, [t]);

  const handleRetry = () => {
    write('loginCount', 0); // a person asked: the automatic-retry limit starts over
    window.location.replace(withoutAuthParams(window.location.href).href);
  };

  return (
    <main className={styles.page} data-route="login-error">
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <h1 className={styles.title}>{t('login.failedTitle')}</h1>
      <p className={styles.message} data-testid="login-error" role="alert">
        {message}
      </p>
      <DebounceButton onClick={handleRetry}>{t('login.retry')}</DebounceButton>
    </main>
  );
}
