import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-error';
import { openFieldPicker } from '../../lib/field-picker';
import { fieldQuery } from '../../lib/queries';
import { isLoggedIn, useSession } from '../../lib/session';
import { Failed } from '../blocks';
import styles from './field-card.module.css';
import { useT } from './messages';

/** The current exam field (name, city, tag) with a switch button; the picker opens over the page. */
export function FieldCard() {
  const t = useT();
  const session = useSession();
  const query = useQuery({ ...fieldQuery(), enabled: isLoggedIn(session) });
  const field = session.field ?? query.data ?? undefined;

  if (!field && query.isError) {
    return <Failed message={errorMessage(query.error, t('common.networkError'))} onRetry={() => query.refetch()} />;
  }
  const loading = !field && query.isPending;
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
