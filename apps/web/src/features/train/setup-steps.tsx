import { useQuery } from '@tanstack/react-query';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { errorMessage } from '../../lib/api-error';
import { useT } from './messages';
import styles from './styles';
import { type Listing, listingQuery } from './train-api';

const CHECKS = ['identity', 'plate', 'licence'] as const;

/** Where each part of setting up stands: the checks, the listing, its photos, the weekly hours. */
export function setupState(listing: Listing) {
  const checks = CHECKS.map((k) => listing.checks[k].status);
  return {
    checks: checks.every((s) => s === 'approved')
      ? 'done'
      : checks.some((s) => s === 'rejected')
        ? 'rejected'
        : checks.every((s) => s !== 'none')
          ? 'pending'
          : 'todo',
    profile:
      listing.intro && listing.price_fen > 0 && listing.city && listing.area && listing.types.length > 0
        ? 'done'
        : 'todo',
    photos: listing.photos.length > 0 ? 'done' : 'todo',
    hours: listing.weekly.length > 0 ? 'done' : 'todo',
  } as const;
}

const STEPS = [
  { key: 'checks', to: '/train/driving' },
  { key: 'profile', to: '/train/edit' },
  { key: 'photos', to: '/train/edit2' },
  { key: 'hours', to: '/train/train-edit' },
] as const;

/** Whether the coach is listed, and the four steps of setting up, each a link, the current one marked. */
export function SetupSteps({ current }: { current?: (typeof STEPS)[number]['key'] }) {
  const t = useT();
  const query = useQuery(listingQuery());
  if (query.isPending) return <Loading />;
  if (!query.data) {
    return <Failed message={errorMessage(query.error, t('setup.loadFailed'))} onRetry={() => void query.refetch()} />;
  }
  const state = setupState(query.data);
  return (
    <section className={styles.card} data-testid="setup-steps">
      <p
        className={query.data.listed ? styles.listedOn : styles.listedOff}
        data-testid="listed-state"
        data-listed={query.data.listed}
      >
        {t(query.data.listed ? 'setup.listed' : 'setup.notListed')}
      </p>
      <ol className={styles.steps}>
        {STEPS.map((step, i) => (
          <li key={step.key}>
            <Link
              to={step.to}
              className={step.key === current ? `${styles.step} ${styles.stepCurrent}` : styles.step}
              aria-current={step.key === current ? 'step' : undefined}
              data-testid={`setup-${step.key}`}
              data-state={state[step.key]}
            >
              <span className={styles.stepNo} data-state={state[step.key]}>
                {state[step.key] === 'done' ? '✓' : i + 1}
              </span>
              <span>
                {t(`setup.${step.key}`)}
                <small>{t(`setup.state.${state[step.key]}`)}</small>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
