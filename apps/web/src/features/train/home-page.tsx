import { Link } from '../../components/link';
import { roleOf, useSession } from '../../lib/session';
import { AreaBar, Listings, useListingArea } from './listings';
import styles from './start.module.css';
import { useT } from './start-messages';
import { TrainTabBar } from './train-tab-bar';

/**
 * '/train/index': the coach-for-hire start, with the area's own tab bar (陪练首页 / 消息 / 我的). Verified
 * coaches of the chosen area, by kind, sorted by rating, price or distance.
 */
export default function TrainHomePage() {
  const area = useListingArea();
  const coach = useSession((s) => roleOf(s) === 'coach');
  return (
    <div className={styles.page}>
      <TrainHero coach={coach} />
      <AreaBar area={area} />
      <Listings area={area} />
      <TrainTabBar />
    </div>
  );
}

/** The page's top as the document draws it before the app has come (first-screen/): the heading and line. */
export function TrainFirstScreen() {
  return (
    <div className={styles.page}>
      <TrainHero coach={false} />
    </div>
  );
}

/** The start's heading and line. */
export function TrainHero({ coach }: { coach: boolean }) {
  const t = useT();
  return (
    <section className={styles.hero}>
      <h1>{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      {coach && (
        <Link className={styles.heroLink} to="/train/mine" data-testid="coach-entry">
          {t('home.coachEntry')} ›
        </Link>
      )}
    </section>
  );
}
