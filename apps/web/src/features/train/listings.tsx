import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { PrimaryButton } from '../../components/primary-button';
import { useSession } from '../../lib/session';
import type { Position } from '../../lib/wechat';
import { effectiveArea, type TrainArea, useAreaStore } from './area-store';
import { CoachCard } from './coach-card';
import styles from './start.module.css';
import { useT } from './start-messages';
import { coachesQuery, type Sort, TRAIN_TYPES, type TrainType } from './train-api';

type PositionState = { status: 'idle' | 'locating' | 'refused' } | { status: 'ready'; position: Position };

/**
 * The phone's position, asked for when the person sorts by distance: WeChat's inside WeChat, the
 * browser's elsewhere. A refusal (or no answer) is a state the page explains, not an error.
 */
function usePosition(): [PositionState, () => void] {
  const [state, setState] = useState<PositionState>({ status: 'idle' });
  const locate = useCallback(() => {
    setState({ status: 'locating' });
    // The WeChat glue only when asked: the list's first screen sorts by rating and does without it.
    import('../../lib/wechat')
      .then(({ getLocation }) => getLocation())
      .then(
        (position) => setState({ status: 'ready', position }),
        () => setState({ status: 'refused' }),
      );
  }, []);
  return [state, locate];
}

const SORTS: readonly Sort[] = ['rating', 'price', 'distance'];

/** What a listing asks for (first-reads starts the first page of '/train/index' with the same). */
export const listingFilters = (area: TrainArea, type?: TrainType, sort: Sort = 'rating', point?: Position) => ({
  city: area.city || undefined,
  district: area.district || undefined,
  type,
  sort,
  lng: point?.lng,
  lat: point?.lat,
});

/** The area a listing shows: chosen on '/train/area', else the exam field's city. */
export function useListingArea(): TrainArea {
  const chosen = useAreaStore((s) => s.area);
  const fieldCity = useSession((s) => s.field?.city_name);
  return effectiveArea(chosen, fieldCity);
}

/**
 * Listed coaches by area and kind, in the order chosen: by rating, by price, or by distance from the
 * phone (asked for then; a refusal is explained and the list goes back to rating). `webview` pages open
 * coaches on their own login-free form and take the area from the link.
 */
export function Listings({
  area,
  initialType,
  webview,
  onTypeChange,
}: {
  area: TrainArea;
  initialType?: TrainType;
  webview?: boolean;
  onTypeChange?: (type: TrainType | undefined) => void;
}) {
  const t = useT();
  const [type, setType] = useState<TrainType | undefined>(initialType);
  const [sort, setSort] = useState<Sort>('rating');
  const [position, locate] = usePosition();

  useEffect(() => setType(initialType), [initialType]);
  useEffect(() => {
    if (position.status === 'refused') setSort((s) => (s === 'distance' ? 'rating' : s));
  }, [position.status]);

  const chooseSort = (next: Sort) => {
    setSort(next);
    if (next === 'distance' && position.status !== 'ready' && position.status !== 'locating') locate();
  };
  const chooseType = (next: TrainType | undefined) => {
    setType(next);
    onTypeChange?.(next);
  };

  const point = position.status === 'ready' ? position.position : undefined;
  const waitingForPoint = sort === 'distance' && !point;
  const query = useInfiniteQuery({
    ...coachesQuery(listingFilters(area, type, sort, point)),
    enabled: !waitingForPoint,
  });

  return (
    <>
      <fieldset className={`${styles.chips} ${styles.bare}`} data-testid="type-filter">
        <legend className={styles.srOnly}>{t('filter.type')}</legend>
        <button
          type="button"
          className={type ? styles.chip : `${styles.chip} ${styles.chipOn}`}
          aria-pressed={!type}
          onClick={() => chooseType(undefined)}
        >
          {t('filter.allTypes')}
        </button>
        {TRAIN_TYPES.map((k) => (
          <button
            key={k}
            type="button"
            className={type === k ? `${styles.chip} ${styles.chipOn}` : styles.chip}
            aria-pressed={type === k}
            data-type={k}
            onClick={() => chooseType(type === k ? undefined : k)}
          >
            {t(`type.${k}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className={`${styles.segmented} ${styles.bare}`} data-testid="sort-filter">
        <legend className={styles.srOnly}>{t('filter.sort')}</legend>
        {SORTS.map((s) => (
          <button
            key={s}
            type="button"
            className={sort === s ? `${styles.segment} ${styles.segmentOn}` : styles.segment}
            aria-pressed={sort === s}
            data-sort={s}
            onClick={() => chooseSort(s)}
          >
            {t(`sort.${s}`)}
          </button>
        ))}
      </fieldset>
      {position.status === 'refused' && (
        <div className={styles.alert} role="alert" data-testid="location-refused">
          <p>{t('sort.refused')}</p>
          <PrimaryButton size="small" variant="ghost" onClick={() => chooseSort('distance')}>
            {t('sort.retry')}
          </PrimaryButton>
        </div>
      )}
      {waitingForPoint ? (
        <p className={styles.note} role="status">
          {t('sort.locating')}
        </p>
      ) : (
        <PagedList
          query={query}
          keyOf={(c) => c.member_id}
          failText={t('list.loadFailed')}
          endText={t('list.end')}
          testId="coach-list"
          className={styles.cardList}
          empty={
            <section className={styles.emptyBox} data-testid="coach-list-empty">
              <p>{t(type ? 'list.emptyType' : 'list.empty')}</p>
              {!webview && (
                <Link className={styles.link} to="/train/area" state={{ fromListing: true }}>
                  {t('list.otherArea')} ›
                </Link>
              )}
            </section>
          }
        >
          {(coach) => (
            <CoachCard
              key={coach.member_id}
              coach={coach}
              to={
                webview
                  ? `/train/detail_g?member_id=${encodeURIComponent(coach.member_id)}`
                  : `/train/detail/${encodeURIComponent(coach.member_id)}`
              }
            />
          )}
        </PagedList>
      )}
    </>
  );
}

/** The area line with the way to change it. */
export function AreaBar({ area, linked = true }: { area: TrainArea; linked?: boolean }) {
  const t = useT();
  const text = area.city ? `${area.city} · ${area.district || t('area.wholeCity')}` : t('area.everywhere');
  return (
    <div className={styles.areaBar} data-testid="area-bar">
      <svg viewBox="0 0 24 24" width="1.2em" height="1.2em" aria-hidden="true">
        <path
          d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span className={styles.areaText} data-testid="area-text">
        {text}
      </span>
      {linked && (
        <Link className={styles.link} to="/train/area" state={{ fromListing: true }} data-testid="area-link">
          {t('area.change')} ›
        </Link>
      )}
    </div>
  );
}
