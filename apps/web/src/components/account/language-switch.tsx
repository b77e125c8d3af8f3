import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { type Lang, setLang, useLang } from '../../lib/i18n';
import { isLoggedIn, setUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import styles from './account.module.css';
import { t, useT } from './messages';

const LANGS: Lang[] = ['zh', 'en'];

/** 中文 / English: switched here at once, and saved to the profile (`lang` in up-info) when logged in. */
export function LanguageSwitch() {
  const translate = useT();
  const lang = useLang();

  const handlePick = async (next: Lang) => {
    if (next === lang) return;
    await setLang(next);
    if (!isLoggedIn()) return;
    try {
      setUser(await api('POST /v1/user/up-info', { body: { lang: next } }));
    } catch (error) {
      toast(errorMessage(error, t('common.networkError')), 'fail');
    }
  };

  return (
    <fieldset
      className={styles.segment}
      aria-label={translate('profile.language')}
      style={{ border: 0, padding: 0, margin: 0 }}
    >
      {LANGS.map((option) => (
        <button key={option} type="button" aria-pressed={option === lang} onClick={() => handlePick(option)}>
          {translate(option === 'zh' ? 'lang.zh' : 'lang.en')}
        </button>
      ))}
    </fieldset>
  );
}
