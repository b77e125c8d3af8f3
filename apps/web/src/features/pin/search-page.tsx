import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { FieldChooser } from './field-chooser';
import { useT } from './messages';
import { type TripFilters, tripsQuery } from './pin-api';
import { RADII } from './pin-format';
import { RadiusSelect } from './radius-select';
import styles from './styles';
import { TripList } from './trip-list';
import { usePosition } from './use-position';

/**
 * '/pin/passenger-site-list': trips by exam site, day and distance from the passenger (the origin or any
 * waypoint within the radius). The choices live in the address, so going back to the list keeps them.
 */
export default function SearchPage() {
  const t = useT();
  const ids = useId();
  const own = useSession((s) => s.field);
  const [params, setParams] = useSearchParams();
  const [choosing, setChoosing] = useState(false);
  const [position, locate] = usePosition();

  const fieldParam = params.get('field_id');
  const anyField = fieldParam === 'any';
  const fieldId = anyField ? undefined : Number(fieldParam) || own?.field_id;
  const fieldName = anyField ? t('search.anyField') : fieldParam ? (params.get('field') ?? '') : own?.field_name;
  const date = params.get('date') ?? '';
  const near = params.get('near') === '1';
  const radius = RADII.find((r) => String(r) === params.get('radius_km')) ?? 30;

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const toggleNear = (on: boolean) => {
    update({ near: on ? '1' : null, field_id: !on && anyField ? null : fieldParam });
    if (on && position.status !== 'ready' && position.status !== 'idle') locate();
  };
  // Back on a list that searched by distance: ask for the position again.
  useEffect(() => {
    if (near && position.status === 'idle') locate();
  }, [near, position.status, locate]);

  const filters: TripFilters = {
    field_id: fieldId,
    date: date || undefined,
    ...(near && position.status === 'ready'
      ? { lng: position.position.lng, lat: position.position.lat, radius_km: radius }
      : {}),
  };
  const ready = near ? position.status === 'ready' : Boolean(fieldId);
  const query = useInfiniteQuery({ ...tripsQuery(filters), enabled: ready });

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={(e) => e.preventDefault()} data-testid="search-filters">
        <div className={styles.filterRow}>
          <span className={styles.label}>{t('search.field')}</span>
          <button
            type="button"
            className={styles.selectButton}
            aria-expanded={choosing}
            data-testid="search-field"
            onClick={() => setChoosing((v) => !v)}
          >
            {fieldName || t('search.chooseField')}
          </button>
        </div>
        {choosing && (
          <div className={styles.chooserBox}>
            {near && (
              <PrimaryButton
                size="small"
                variant="ghost"
                onClick={() => {
                  update({ field_id: 'any', field: null });
                  setChoosing(false);
                }}
              >
                {t('search.anyField')}
              </PrimaryButton>
            )}
            <FieldChooser
              value={fieldId}
              onPick={(field) => {
                update({ field_id: String(field.field_id), field: field.field_name });
                setChoosing(false);
              }}
            />
          </div>
        )}
        <div className={styles.filterRow}>
          <label className={styles.label} htmlFor={`${ids}-date`}>
            {t('search.date')}
          </label>
          <input
            id={`${ids}-date`}
            className={styles.input}
            type="date"
            min={formatDate(new Date())}
            value={date}
            data-testid="search-date"
            onChange={(e) => update({ date: e.target.value })}
          />
          {date && (
            <button type="button" className={styles.linkButton} onClick={() => update({ date: null })}>
              {t('search.anyDate')}
            </button>
          )}
        </div>
        <div className={styles.filterRow}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={near}
              data-testid="search-near"
              onChange={(e) => toggleNear(e.target.checked)}
            />
            {t('search.near')}
          </label>
          {near && <RadiusSelect value={radius} testId="search-radius" onChange={(km) => update({ radius_km: km })} />}
        </div>
        {near && position.status === 'locating' && <Loading text={t('search.locating')} />}
        {near && position.status === 'refused' && (
          <div className={styles.alert} role="alert" data-testid="location-refused">
            <p>{t('search.refused')}</p>
            <PrimaryButton size="small" variant="ghost" onClick={locate}>
              {t('search.locateAgain')}
            </PrimaryButton>
          </div>
        )}
      </form>
      {ready ? (
        <TripList
          query={query}
          testId="search-results"
          empty={
            <section className={styles.emptyBox} data-testid="search-empty">
              <p>{t('search.empty')}</p>
            </section>
          }
        />
      ) : (
        !near && (
          <section className={styles.emptyBox}>
            <p>{t('search.needField')}</p>
          </section>
        )
      )}
    </div>
  );
}
