import { openFieldPicker } from '../../lib/field-picker';
import { useSession } from '../../lib/session';
import { useT } from './messages';
import styles from './orders.module.css';

/** The exam field the course offers are for, with a way to change it. */
export function FieldBar() {
  const t = useT();
  const field = useSession((s) => s.field);
  return (
    <div className={styles.fieldBar} data-testid="field-bar">
      <span>{field ? t('land.field', { field: field.field_name }) : t('land.noField')}</span>
      <button type="button" className={styles.textButton} onClick={openFieldPicker}>
        {field ? t('land.switchField') : t('land.chooseField')}
      </button>
    </div>
  );
}
