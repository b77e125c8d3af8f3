import { openFieldPicker } from '../../lib/field-picker';
import { useSession } from '../../lib/session';
import styles from './account.module.css';
import { LanguageSwitch } from './language-switch';
import { LogoutButton } from './logout-button';
import { useT } from './messages';

/** The field and language rows and the logout button, shared by the student and coach centres. */
export function SettingsCard() {
  const t = useT();
  const field = useSession((s) => s.field);
  return (
    <>
      <section className={styles.card}>
        <div className={styles.row}>
          <span>{t('profile.field')}</span>
          <span className={styles.value}>
            {field ? `${field.city_name} · ${field.field_name}` : t('profile.noField')}{' '}
            <button type="button" className={styles.textButton} onClick={openFieldPicker}>
              {t('profile.changeField')}
            </button>
          </span>
        </div>
        <div className={styles.row}>
          <span>{t('profile.language')}</span>
          <LanguageSwitch />
        </div>
      </section>
      <div style={{ margin: '3rem 1.6rem' }}>
        <LogoutButton />
      </div>
    </>
  );
}
