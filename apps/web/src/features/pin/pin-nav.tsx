import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Link } from '../../components/link';
import { useAfterFirstScreen } from '../../lib/use-after-first-screen';
import { conversationsQuery } from './pin-api';
import styles from './start.module.css';
import { useT } from './start-messages';

/** The shuttle's own three places (home, messages with the unread count, mine), at the foot of its main screens. */
export function PinNav() {
  const t = useT();
  // The unread count is not part of the first screen: asked for once it has shown.
  const later = useAfterFirstScreen();
  const conversations = useQuery({ ...conversationsQuery(), enabled: later });
  const { pathname } = useLocation();
  const unread = conversations.data?.unread ?? 0;
  // The place shown is marked as React Router's NavLink (with `end`) would: the same path, case aside.
  const here = pathname.toLowerCase();
  const place = (to: string, active = here === to) => ({
    to,
    className: active ? `${styles.navItem} ${styles.navActive}` : styles.navItem,
    'aria-current': active ? ('page' as const) : undefined,
  });
  return (
    <>
      <div className={styles.navSpace} aria-hidden="true" />
      <nav className={styles.nav} aria-label={t('nav.label')} data-testid="pin-nav">
        <Link {...place('/pin/index', here === '/pin' || here === '/pin/index')}>{t('nav.home')}</Link>
        <Link {...place('/pin/message')} data-testid="pin-nav-messages">
          {t('nav.messages')}
          {unread > 0 && (
            <>
              <span className={styles.badge} data-testid="pin-unread" aria-hidden="true">
                {unread > 99 ? '99+' : unread}
              </span>
              <span className={styles.srOnly}>{t('nav.unread', { n: unread })}</span>
            </>
          )}
        </Link>
        <Link {...place('/pin/personal-center')}>{t('nav.mine')}</Link>
      </nav>
    </>
  );
}
