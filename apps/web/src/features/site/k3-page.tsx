import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage } from '../../lib/api-error';
import { openFieldPicker } from '../../lib/field-picker';
import { parseId } from '../../lib/route-params';
import { useT } from './messages';
import { k3Href, playHref, useSignedIn, useSiteField } from './paths';
import { RouteCard } from './route-card';
import { RouteWalkthrough } from './route-walkthrough';
import { SignInInvite } from './sign-in-invite';
import styles from './site.module.css';
import { routesQuery } from './site-api';

/**
 * '/k3land' and '/wx_k3land': the field's subject-three routes, each with its map, stops and the
 * examiner's prompts, and the chosen one (`?route_id=`, else the first) as a guided walk-through. The
 * `wx_` form opens from a shared link without a session: it shows the same, and invites to sign in.
 */
export default function K3Page({ webview = false }: { webview?: boolean }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { fieldId } = useSiteField();
  const signedIn = useSignedIn();
  const wx = webview;
  const asked = parseId(params.get('route_id'));
  // Signed out, the API needs the field named: a link without one cannot show anything yet.
  const canAsk = signedIn || fieldId !== null;
  const query = useQuery({ ...routesQuery(fieldId, signedIn), enabled: canAsk });

  const invite = <SignInInvite to={k3Href(false, fieldId, asked)} />;
  if (!canAsk) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('k3.title')}</h1>
        <p className={styles.note} data-testid="k3-no-field">
          {t('k3.noField')}
        </p>
        {invite}
      </div>
    );
  }
  if (query.isPending) return <Loading full />;
  if (query.isError) {
    return (
      <div className={styles.page}>
        <Failed message={errorMessage(query.error, t('k3.loadFailed'))} onRetry={() => void query.refetch()} />
        {signedIn && (
          <PrimaryButton size="small" variant="ghost" onClick={openFieldPicker}>
            {t('field.change')}
          </PrimaryButton>
        )}
      </div>
    );
  }

  const { field, routes } = query.data;
  const chosen = routes.find((r) => r.id === asked) ?? routes[0];
  const choose = (id: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('route_id', String(id));
        return next;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.kicker}>{t('k3.kicker')}</span>
        <h1 data-testid="k3-field">{field.field_name}</h1>
        <p>{t('k3.intro', { n: routes.length })}</p>
        {!wx && signedIn && (
          <button type="button" className={styles.heroLink} onClick={openFieldPicker}>
            {t('field.change')}
          </button>
        )}
      </header>
      {wx && invite}
      {routes.length === 0 || !chosen ? (
        <Empty text={t('k3.empty')} />
      ) : (
        <>
          {routes.length > 1 && (
            <div className={styles.tabs} role="tablist" aria-label={t('k3.routes')}>
              {routes.map((r) => (
                <button
                  key={r.id}
                  type="button"
                  role="tab"
                  aria-selected={r.id === chosen.id}
                  className={styles.tab}
                  data-testid="route-tab"
                  onClick={() => choose(r.id)}
                >
                  {r.name}
                </button>
              ))}
            </div>
          )}
          <RouteCard route={chosen}>
            {!wx && (
              <Link className={styles.link} to={playHref(field.field_id, chosen.id)} data-testid="play-link">
                {t('k3.fullScreen')} ›
              </Link>
            )}
          </RouteCard>
          <RouteWalkthrough key={chosen.id} route={chosen} field={field} />
          {field.is_buy === 0 && chosen.video?.locked && (
            <p className={styles.note} data-testid="k3-locked-note">
              {t('k3.lockedNote')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
