import { Activity, type ReactNode, useRef } from 'react';
import { useOutlet } from 'react-router';
import type { RouteEntry } from '../route-types';

/**
 * Pages flagged keepAlive stay mounted but hidden (React's <Activity>) when you leave them, so their
 * state and scrolled lists are there when you come back; other pages mount fresh each time.
 */
export function KeepAliveOutlet({ entry }: { entry: RouteEntry | undefined }) {
  const outlet = useOutlet();
  const cache = useRef(new Map<string, ReactNode>());
  const key = entry?.keepAlive ? entry.path : undefined;
  if (key) cache.current.set(key, outlet);

  return (
    <>
      {[...cache.current].map(([path, node]) => (
        <Activity key={path} mode={path === key ? 'visible' : 'hidden'}>
          {node}
        </Activity>
      ))}
      {key ? null : outlet}
    </>
  );
}
