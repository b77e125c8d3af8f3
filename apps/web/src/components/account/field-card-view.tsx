import type { ExamField } from '@xueche/contract';
import { openFieldPicker } from '../../lib/field-picker';
import styles from './field-card.module.css';
import { useT } from './field-card-messages';

/** The exam field card as drawn (name, city, tag) with a switch button; the picker opens over the page. */
export function FieldCardView({ field, loading }: { field: ExamField | undefined; loading: boolean }) {
  const t = useT();
  return (
    <section className={styles.fieldCard} aria-label={t('field.current')}>
      <div className={styles.fieldText}>
        <div className={styles.label}>{t('field.current')}</div>
        <p className={styles.fieldName} data-testid="current-field">
          {field ? field.field_name : loading ? t('common.loading') : t('field.none')}
        </p>
        {field && (
          <div className={styles.fieldMeta}>
            <span>{field.city_name}</span>
            <span className={styles.tag}>{field.field_tag}</span>
          </div>
        )}
      </div>
      <button type="button" className={styles.switch} onClick={openFieldPicker}>
        {field ? t('field.switch') : t('field.choose')}
      </button>
    </section>
  );
}
