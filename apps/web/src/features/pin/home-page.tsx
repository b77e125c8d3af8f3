import { useInfiniteQuery } from '@tanstack/react-query';
import type { ExamField } from '@xueche/contract';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { useSession } from '../../lib/session';
import { tripsQuery } from './pin-api';
import { PinNav } from './pin-nav';
import styles from './start.module.css';
import { useT } from './start-messages';
import { TripList } from './trip-list';

// The picker's store is in home's chunk (home's first screen opens it too): asked for on the tap, that chunk
// stays off this page's first screen. The app shell, which draws the picker, brings it after the first screen.
const openFieldPicker = () => void import('../../lib/field-picker').then((m) => m.openFieldPicker());

/**
 * '/pin/index' (alias '/pin'): the passenger's start. Upcoming trips to the student's own exam field, by
 * day, with seats left, fare per seat, where and when they set off; the ways to search and to offer a ride.
 */
export default function PinHomePage() {
  return <PinHome field={useSession((s) => s.field)} />;
}

/** The page for a student's field (or none); the document draws it, its trips loading, at build time (first-screen/). */
export function PinHome({ field }: { field: Pick<ExamField, 'field_id' | 'field_name'> | undefined }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1>{t('home.title')}</h1>
        {field ? (
          <p data-testid="pin-field">
            {t('home.toField', { field: field.field_name })}
            <button type="button" className={styles.heroLink} onClick={openFieldPicker}>
              {t('home.changeField')}
            </button>
          </p>
        ) : (
          <p>{t('home.intro')}</p>
        )}
        <div className={styles.heroActions}>
          <Link className={styles.heroButton} to="/pin/passenger-site-list" data-testid="pin-search-entry">
            {t('home.search')}
          </Link>
          <Link className={styles.heroButtonGhost} to="/pin/car-owner-announce" data-testid="pin-publish-entry">
            {t('home.offer')}
          </Link>
        </div>
      </section>
      {field ? <FieldTrips fieldId={field.field_id} /> : <NoField />}
      <PinNav />
    </div>
  );
}

function FieldTrips({ fieldId }: { fieldId: number }) {
  const t = useT();
  const query = useInfiniteQuery(tripsQuery({ field_id: fieldId }));
  return (
    <TripList
      query={query}
      testId="pin-home-trips"
      empty={
        <section className={styles.emptyBox} data-testid="pin-home-empty">
          <p>{t('home.empty')}</p>
          <Link className={styles.link} to="/pin/passenger-site-list">
            {t('home.searchOther')} ›
          </Link>
        </section>
      }
    />
  );
}

function NoField() {
  const t = useT();
  return (
    <section className={styles.emptyBox} data-testid="pin-no-field">
      <p>{t('home.noField')}</p>
      <PrimaryButton size="small" onClick={openFieldPicker}>
        {t('home.pickField')}
      </PrimaryButton>
    </section>
  );
}
