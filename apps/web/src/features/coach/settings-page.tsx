import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { useDebouncedAction } from '../../lib/debounce';
import { toast } from '../../lib/toast';
import styles from './coach.module.css';
import { coachKeys, type SmsSetting, settingQuery } from './coach-api';
import { type MessageKey, useT } from './messages';

type Key = keyof SmsSetting['settings'];
const SWITCHES: { key: Key; label: MessageKey; hint: MessageKey }[] = [
  { key: 'newStudent', label: 'sms.newStudent', hint: 'sms.newStudentHint' },
  { key: 'newOrder', label: 'sms.newOrder', hint: 'sms.newOrderHint' },
  { key: 'withdrawal', label: 'sms.withdrawal', hint: 'sms.withdrawalHint' },
];

/** '/coach-setting': which events send the coach an SMS; each switch saves at once. */
export default function SettingsPage() {
  const t = useT();
  const query = useQuery(settingQuery());
  return (
    <section className={styles.page}>
      <h1 className={styles.srOnly}>{t('sms.title')}</h1>
      {query.isPending ? (
        <Loading />
      ) : !query.data ? (
        <Failed message={errorMessage(query.error, t('coach.loadFailed'))} onRetry={() => void query.refetch()} />
      ) : (
        <Switches data={query.data} />
      )}
    </section>
  );
}

function Switches({ data }: { data: SmsSetting }) {
  const t = useT();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (settings: SmsSetting['settings']) => api('POST /v1/coach/setting', { body: settings }),
    onMutate: async (settings) => {
      await client.cancelQueries({ queryKey: coachKeys.setting });
      const before = client.getQueryData<SmsSetting>(coachKeys.setting);
      client.setQueryData<SmsSetting>(coachKeys.setting, (prev) => (prev ? { ...prev, settings } : prev));
      return { before };
    },
    onSuccess: (saved) => {
      client.setQueryData(coachKeys.setting, saved);
      toast(t('sms.saved'), 'success');
    },
    onError: (error, _settings, context) => {
      if (context?.before) client.setQueryData(coachKeys.setting, context.before);
      toast(errorMessage(error, t('sms.failed')), 'fail');
    },
  });
  const [saveOnce, saving] = useDebouncedAction(save.mutate);
  const off = !data.has_profile;
  return (
    <>
      {off && (
        <div className={styles.reminder} role="note" data-testid="sms-need-phone">
          <span>{t('sms.needPhone')}</span>
          <Link className={styles.reminderLink} to="/coach-phone-verify">
            {t('index.verifyPhone')} ›
          </Link>
        </div>
      )}
      <section className={styles.section} aria-label={t('sms.title')}>
        <ul className={styles.linkList}>
          {SWITCHES.map((s) => {
            const on = data.settings[s.key];
            return (
              <li key={s.key} className={styles.switchRow}>
                <span className={styles.rowText}>
                  <span id={`sms-${s.key}`}>{t(s.label)}</span>
                  <span className={styles.muted}>{t(s.hint)}</span>
                </span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-labelledby={`sms-${s.key}`}
                  className={styles.switch}
                  disabled={off || save.isPending || saving}
                  data-testid={`sms-setting-${s.key}`}
                  onClick={() => saveOnce({ ...data.settings, [s.key]: !on })}
                >
                  <span className={styles.switchKnob} />
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <p className={styles.muted}>{t('sms.note')}</p>
    </>
  );
}
