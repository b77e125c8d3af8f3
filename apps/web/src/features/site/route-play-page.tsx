import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { errorMessage } from '../../lib/api-error';
import { parseId } from '../../lib/route-params';
import { useT } from './messages';
import { k3Href, useSignedIn, useSiteField } from './paths';
import { RouteWalkthrough } from './route-walkthrough';
import styles from './site.module.css';
import { routesQuery } from './site-api';
import { formatMetres } from './walkthrough';

/**
 * '/newPlay?route_id=&field_id=': one subject-three route as a guided walk-through, on its own (from
 * '/k3land' and from the route a coach picked). Without a route named, the field's first.
 */
export default function RoutePlayPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { fieldId } = useSiteField();
  const signedIn = useSignedIn();
  const routeId = parseId(params.get('route_id'));
  const query = useQuery(routesQuery(fieldId, signedIn));

  if (query.isPending) return <Loading full />;
  if (query.isError) {
    return <Failed full message={errorMessage(query.error, t('k3.loadFailed'))} onRetry={() => void query.refetch()} />;
  }
  const { field, routes } = query.data;
  const route = routeId ? routes.find((r) => r.id === routeId) : routes[0];
  if (!route) {
    return (
      <div className={styles.page}>
        <p className={styles.note} data-testid="route-missing">
          {t('play.missing')}
        </p>
        <Link className={styles.link} to={k3Href(false, field.field_id)}>
          {t('play.allRoutes')} ›
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.playHead}>
        <h1 className={styles.title}>{route.name}</h1>
        <p className={styles.muted}>
          {field.field_name} · {formatMetres(route.length_m)}
        </p>
      </header>
      <RouteWalkthrough route={route} field={field} autoPlay />
      <Link className={styles.link} to={k3Href(false, field.field_id, route.id)}>
        {t('play.allRoutes')} ›
      </Link>
    </div>
  );
}
