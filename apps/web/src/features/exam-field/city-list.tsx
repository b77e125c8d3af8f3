import { useQuery } from '@tanstack/react-query';
import type { City } from '@xueche/contract';
import { Empty, Failed, Loading } from '../../components/blocks';
import { errorMessage } from '../../lib/api-error';
import { locQuery } from '../../lib/queries';
import styles from './field-picker.module.css';
import { useT } from './messages';

/** Step one: cities with exam fields, by province. */
export function CityList({ currentCityId, onPick }: { currentCityId?: number; onPick: (city: City) => void }) {
  const t = useT();
  const loc = useQuery(locQuery());
  if (loc.isPending) return <Loading />;
  if (loc.isError) {
    return <Failed message={errorMessage(loc.error, t('common.networkError'))} onRetry={() => loc.refetch()} />;
  }
  const provinces = loc.data.provinces.filter((p) => p.cities.length > 0);
  if (provinces.length === 0) return <Empty text={t('field.noCities')} />;
  return (
    <>
      {provinces.map((province) => (
        <section key={province.name}>
          <h3 className={styles.province}>{province.name}</h3>
          <ul className={styles.list}>
            {province.cities.map((city) => (
              <li key={city.id}>
                <button
                  type="button"
                  className={`${styles.item} ${city.id === currentCityId ? styles.current : ''}`}
                  disabled={city.field_count === 0}
                  onClick={() => onPick(city)}
                >
                  <span>{city.title}</span>
                  <span className={styles.meta}>{t('field.fieldCount', { n: city.field_count })}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
