import { useQueryClient } from '@tanstack/react-query';
import type { City, ExamField } from '@xueche/contract';
import { useState } from 'react';
import { BottomSheet } from '../../components/modal/modal';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { CityFields } from './city-fields';
import { CityList } from './city-list';
import styles from './field-picker.module.css';
import { useT } from './messages';
import { fieldSwitchFailure, switchField } from './switch-field';

/** The exam-field picker: a city, then one of its fields (docs/product.md#exam-field has the swap rules). */
export default function FieldPicker({ onClose }: { onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const current = useSession((s) => s.field);
  const [city, setCity] = useState<Pick<City, 'id' | 'title'> | undefined>(
    current ? { id: current.city_id, title: current.city_name } : undefined,
  );
  const [busy, setBusy] = useState(false);

  const handlePick = async (field: ExamField) => {
    if (field.field_id === current?.field_id) return onClose();
    setBusy(true);
    try {
      await switchField(field.field_id, queryClient);
      toast(t('field.switched', { name: field.field_name }), 'success');
      onClose();
    } catch (error) {
      toast(fieldSwitchFailure(error), 'fail');
    } finally {
      setBusy(false);
    }
  };

  return (
    <BottomSheet onClose={onClose} aria-label={t('field.pickerTitle')}>
      <div className={styles.sheet} data-testid="field-picker">
        <div className={styles.header}>
          <h2 className={styles.title}>{city ? city.title : t('field.chooseCity')}</h2>
          {city ? (
            <button type="button" className={styles.link} onClick={() => setCity(undefined)}>
              {t('field.otherCities')}
            </button>
          ) : (
            <button type="button" className={styles.link} onClick={onClose}>
              {t('common.close')}
            </button>
          )}
        </div>
        <div className={styles.body}>
          {city ? (
            <CityFields cityId={city.id} currentFieldId={current?.field_id} busy={busy} onPick={handlePick} />
          ) : (
            <CityList currentCityId={current?.city_id} onPick={setCity} />
          )}
        </div>
      </div>
    </BottomSheet>
  );
}
