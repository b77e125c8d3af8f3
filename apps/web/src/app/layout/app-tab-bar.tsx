import { useLocation } from 'react-router';
import { TabBar, TabBarItem } from '../../components/tab-bar';
import { type MessageKey, useT } from '../../lib/i18n';
import { type IconName, TabIcon } from './tab-icons';

interface Tab {
  path: string;
  label: MessageKey;
  icon: IconName;
}

/** Three tabs per role (docs/product.md#the-app-shell). */
export const TABS: Record<'student' | 'coach', Tab[]> = {
  student: [
    { path: '/', label: 'tab.home', icon: 'home' },
    { path: '/Indent', label: 'tab.indent', icon: 'book' },
    { path: '/center', label: 'tab.center', icon: 'user' },
  ],
  coach: [
    { path: '/coach-index', label: 'tab.coachIndex', icon: 'desk' },
    { path: '/coach-earnings', label: 'tab.coachEarnings', icon: 'coin' },
    { path: '/coach-center', label: 'tab.coachCenter', icon: 'user' },
  ],
};

/** The bottom tab bar of the role's tabs. */
export function AppTabBar({ role }: { role: 'student' | 'coach' }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <TabBar label="tab bar">
      {TABS[role].map((tab) => (
        <TabBarItem
          key={tab.path}
          to={tab.path}
          active={tab.path.toLowerCase() === pathname.toLowerCase()}
          icon={<TabIcon name={tab.icon} />}
        >
          {t(tab.label)}
        </TabBarItem>
      ))}
    </TabBar>
  );
}
