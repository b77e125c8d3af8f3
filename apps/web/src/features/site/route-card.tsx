import type { ReactNode } from 'react';
import { useT } from './messages';
import styles from './site.module.css';
import type { Route } from './site-api';
import { formatMetres } from './walkthrough';

/** One subject-three route: its map, length, summary and the stops in order. */
export function RouteCard({ route, children }: { route: Route; children?: ReactNode }) {
  const t = useT();
  return (
    <article className={styles.card} data-testid="route-card" data-route-id={route.id}>
      <header className={styles.cardHead}>
        <h2 className={styles.sectionTitle}>{route.name}</h2>
        <span className={styles.muted}>
          {t('route.meta', { length: formatMetres(route.length_m), n: route.prompts.length })}
        </span>
      </header>
      {route.map && (
        <img className={styles.routeMap} src={route.map} alt={t('route.mapAlt', { name: route.name })} loading="lazy" />
      )}
      {route.summary && <p className={styles.note}>{route.summary}</p>}
      {route.stops.length > 0 && (
        <ol className={styles.stops} aria-label={t('route.stops')} data-testid="route-stops">
          {route.stops.map((stop, i) => (
            // Stops may repeat (two 路口): their place makes them distinct.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the route
            <li key={i}>{stop}</li>
          ))}
        </ol>
      )}
      {children}
    </article>
  );
}
