import { useQuery } from '@tanstack/react-query';
import { NavLink, useLocation } from 'react-router';
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
  const cls = (active: boolean) => (active ? `${styles.navItem} ${styles.navActive}` : styles.navItem);
  const link = ({ isActive }: { isActive: boolean }) => cls(isActive);
  return (
    <>
      <div className={styles.navSpace} aria-hidden="true" />
      <nav className={styles.nav} aria-label={t('nav.label')} data-testid="pin-nav">
        <NavLink to="/pin/index" className={() => cls(pathname === '/pin' || pathname === '/pin/index')} end>
          {t('nav.home')}
        </NavLink>
        <NavLink to="/pin/message" className={link} end data-testid="pin-nav-messages">
          {t('nav.messages')}
          {unread > 0 && (
            <>
              <span className={styles.badge} data-testid="pin-unread" aria-hidden="true">
                {unread > 99 ? '99+' : unread}
              </span>
              <span className={styles.srOnly}>{t('nav.unread', { n: unread })}</span>
            </>
          )}
        </NavLink>
        <NavLink to="/pin/personal-center" className={link} end>
          {t('nav.mine')}
        </NavLink>
      </nav>
    </>
  );
}
