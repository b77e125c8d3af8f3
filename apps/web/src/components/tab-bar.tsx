import type { ReactNode } from 'react';
import { Link } from './link';

/** A bottom tab bar (the app's, an area's own): styles.css draws `.tab-bar…`, the same for every one. */
export function TabBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="tab-bar" aria-label={label} data-testid="tab-bar">
      <div className="tab-bar-row">{children}</div>
    </nav>
  );
}

/** One tab: a plain link, the current page's marked with aria-current (and tapping it again replaces). */
export function TabBarItem({
  to,
  active,
  icon,
  iconClass,
  testId,
  children,
}: {
  to: string;
  active: boolean;
  icon: ReactNode;
  /** The area's class beside `tab-bar-icon`. */
  iconClass?: string;
  testId?: string;
  /** The title. */
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      replace={active}
      className="tab-bar-item"
      aria-current={active ? 'page' : undefined}
      data-testid={testId}
    >
      <span className={iconClass ? `tab-bar-icon ${iconClass}` : 'tab-bar-icon'}>{icon}</span>
      <span className="tab-bar-title">{children}</span>
    </Link>
  );
}
