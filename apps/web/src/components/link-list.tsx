import type { ReactNode } from 'react';
import { Chevron } from './chevron';
import { Link } from './link';

export interface LinkItem {
  to: string;
  label: ReactNode;
  /** Shown before the chevron (a state, a badge), inside `endClassName`'s span. */
  end?: ReactNode;
  testId?: string;
}

interface Props {
  items: LinkItem[];
  className?: string;
  linkClassName?: string;
  /** The span that holds `end` and the chevron; without it the chevron follows the label. */
  endClassName?: string;
}

/** Rows that lead somewhere, each a link that ends in a chevron; the area's classes draw them. */
export function LinkList({ items, className, linkClassName, endClassName }: Props) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.testId ?? item.to}>
          <Link className={linkClassName} to={item.to} data-testid={item.testId}>
            {item.label}
            {endClassName ? (
              <span className={endClassName}>
                {item.end}
                <Chevron />
              </span>
            ) : (
              <Chevron />
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
