import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { TabBar, TabBarItem } from '../../components/tab-bar';
import { isLoggedIn, useSession } from '../../lib/session';
import { useAfterFirstScreen } from '../../lib/use-after-first-screen';
import styles from './start.module.css';
import { useT } from './start-messages';
import { conversationsQuery } from './train-api';

const icons = {
  home: 'M4 11.5 12 4l8 7.5V20a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z',
  chat: 'M4 5h16v11H9l-5 4zm4 5h8m-8-3h5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
} as const;

const TABS = [
  { path: '/train/index', label: 'tab.home', icon: 'home' },
  { path: '/train/message-center', label: 'tab.messages', icon: 'chat' },
  { path: '/train/mine', label: 'tab.mine', icon: 'user' },
] as const;

/**
 * The coach-for-hire area's own tab bar ('/train/index' has its own, docs/product.md#the-app-shell): 陪练首页 / 消息 / 我的,
 * the messages tab with the unread count. Drawn by the area's pages (routes flagged `tabBar: 'train'`), so the first
 * load of '/' carries none of it; the same classes as the app's tab bars, so it looks the same.
 */
export function TrainTabBar() {
  const t = useT();
  const { pathname } = useLocation();
  const signedIn = useSession(isLoggedIn);
  // The unread count is not part of the first screen: asked for once it has shown.
  const later = useAfterFirstScreen();
  const conversations = useQuery({ ...conversationsQuery(), enabled: signedIn && later });
  const unread = conversations.data?.unread ?? 0;
  return (
    <TabBar label={t('tab.label')}>
      {TABS.map((tab) => (
        <TabBarItem
          key={tab.path}
          to={tab.path}
          active={tab.path === pathname || (tab.path === '/train/index' && pathname === '/train/index/')}
          iconClass={styles.tabIcon}
          testId={`train-tab-${tab.icon}`}
          icon={
            <>
              <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
                <path d={icons[tab.icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              </svg>
              {tab.icon === 'chat' && unread > 0 && (
                <span className={styles.tabBadge} data-testid="train-unread" aria-hidden="true">
                  {unread > 99 ? '99+' : unread}
                </span>
              )}
            </>
          }
        >
          {t(tab.label)}
          {tab.icon === 'chat' && unread > 0 && <span className={styles.srOnly}>{t('tab.unread', { n: unread })}</span>}
        </TabBarItem>
      ))}
    </TabBar>
  );
}
