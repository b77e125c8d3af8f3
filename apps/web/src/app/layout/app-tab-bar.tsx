import { useLocation } from 'react-router';
import { Link } from '../../components/link';
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

/** The bottom tab bar: plain links, the current page's marked with aria-current (styles.css draws it). */
export function AppTabBar({ role }: { role: 'student' | 'coach' }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav className="tab-bar" aria-label="tab bar" data-testid="tab-bar">
      <div className="tab-bar-row">
        {TABS[role].map((tab) => {
          const active = tab.path.toLowerCase() === pathname.toLowerCase();
          return (
            <Link
              key={tab.path}
              to={tab.path}
              replace={active}
              className="tab-bar-item"
              aria-current={active ? 'page' : undefined}
            >
              <span className="tab-bar-icon">
                <TabIcon name={tab.icon} />
              </span>
              <span className="tab-bar-title">{t(tab.label)}</span>
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
