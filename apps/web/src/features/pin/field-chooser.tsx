import { useQuery } from '@tanstack/react-query';
import type { ExamField } from '@xueche/contract';
import { useId, useState } from 'react';
import { Empty, Failed, Loading } from '../../components/blocks';
import { errorMessage } from '../../lib/api-error';
import { cityQuery, locQuery } from '../../lib/queries';
import { useSession } from '../../lib/session';
import { useT } from './messages';
import styles from './styles';

interface Props {
  /** The field chosen now (highlighted). */
  value?: number;
  /** The field and the province its city is in (the route's target needs both). */
  onPick: (field: ExamField, province: string) => void;
  busy?: boolean;
}

/**
 * Exam sites by city, from the field picker's data (`v1/user/loc`, `v1/user/top-info`): the city of the
 * student's own field first. Choosing here never changes the student's own field.
 */
export function FieldChooser({ value, onPick, busy }: Props) {
  const t = useT();
  const id = useId();
  const own = useSession((s) => s.field);
  const loc = useQuery(locQuery());
  const [cityId, setCityId] = useState<number | undefined>(own?.city_id);
  const provinces = loc.data?.provinces ?? [];
  const firstCity = provinces.flatMap((p) => p.cities).find((c) => c.field_count > 0)?.id;
  const shownCity = cityId ?? firstCity;
  const province = provinces.find((p) => p.cities.some((c) => c.id === shownCity))?.name ?? '';
  const city = useQuery({ ...cityQuery(shownCity ?? 0), enabled: Boolean(shownCity) });

  if (loc.isPending) return <Loading />;
  if (loc.isError) {
    return <Failed message={errorMessage(loc.error, t('field.loadFailed'))} onRetry={() => void loc.refetch()} />;
  }
  return (
    <div className={styles.fieldChooser}>
      <label className={styles.label} htmlFor={`${id}-city`}>
        {t('field.city')}
      </label>
      <select
        id={`${id}-city`}
        className={styles.input}
        value={shownCity ?? ''}
        data-testid="field-city"
        onChange={(e) => setCityId(Number(e.target.value))}
      >
        {provinces.map((p) => (
          <optgroup key={p.name} label={p.name}>
            {p.cities.map((c) => (
              <option key={c.id} value={c.id} disabled={c.field_count === 0}>
                {c.title}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {!shownCity ? (
        <Empty text={t('field.none')} />
      ) : city.isPending ? (
        <Loading />
      ) : city.isError ? (
        <Failed message={errorMessage(city.error, t('field.loadFailed'))} onRetry={() => void city.refetch()} />
      ) : city.data.fields.length === 0 ? (
        <Empty text={t('field.none')} />
      ) : (
        <ul className={styles.choices} data-testid="field-list">
          {city.data.fields.map((field) => (
            <li key={field.field_id}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={field.field_id === value}
                disabled={busy}
                data-testid="field-option"
                data-field-id={field.field_id}
                onClick={() => onPick(field, province)}
              >
                <span>{field.field_name}</span>
                <small>{field.address || field.city_name}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
