import { useQuery } from '@tanstack/react-query';
import type { ExamField } from '@xueche/contract';
import { Empty, Failed, Loading } from '../../components/blocks';
import { errorMessage } from '../../lib/api-error';
import { cityQuery } from '../../lib/queries';
import styles from './field-picker.module.css';
import { useT } from './messages';

interface Props {
  cityId: number;
  currentFieldId?: number;
  busy: boolean;
  onPick: (field: ExamField) => void;
}

/** Step two: the exam fields of one city. */
export function CityFields({ cityId, currentFieldId, busy, onPick }: Props) {
  const t = useT();
  const city = useQuery(cityQuery(cityId));
  if (city.isPending) return <Loading />;
  if (city.isError) {
    return <Failed message={errorMessage(city.error, t('common.networkError'))} onRetry={() => city.refetch()} />;
  }
  if (city.data.fields.length === 0) return <Empty text={t('field.noFields')} />;
  return (
    <ul className={styles.list}>
      {city.data.fields.map((field) => (
        <li key={field.field_id}>
          <button
            type="button"
            className={`${styles.item} ${field.field_id === currentFieldId ? styles.current : ''}`}
            disabled={busy}
            onClick={() => onPick(field)}
          >
            <span>
              {field.field_name}
              <span className={styles.meta}>{field.address}</span>
            </span>
            <span className={styles.tag}>{field.field_tag}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
