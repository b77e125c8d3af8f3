import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { parseHashId } from '../../lib/hash-id';
import { setUser, useSession } from '../../lib/session';
import styles from './coach-account.module.css';
import { accountKeys, coachByDidQuery, isRegQuery, type School } from './coach-account-api';
import { CoachSummary } from './coach-summary';
import { CodeField, isMobile, isSmsCode } from './code-field';
import { type FieldName, placeError } from './form-errors';
import { goToCoachHome } from './go-coach-home';
import { useT } from './messages';
import { NameField } from './name-field';

/** A whole positive number from the link, or nothing. */
const positiveId = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

/**
 * '/coach-register' (alias '/site/reg1'): a student becomes a coach with their real name, phone and
 * SMS code, driving school, and the inviting coach from the link (`did`, and `poster_id` from a poster).
 * Once registered the app starts again as a coach, on '/coach-index' with the coach's tabs.
 */
export default function CoachRegisterPage() {
  const t = useT();
  const [params] = useSearchParams();
  const sessionDid = useSession((s) => s.hashId);
  const did = parseHashId(params.getAll('did')) ?? sessionDid;
  const posterId = positiveId(params.get('poster_id'));
  const status = useQuery(isRegQuery());

  let body: ReactNode;
  if (status.isPending) body = <Loading />;
  else if (status.isError) {
    body = <Failed message={errorMessage(status.error, t('reg.loadFailed'))} onRetry={() => void status.refetch()} />;
  } else if (status.data.is_reg === 1) {
    body = (
      <div className={styles.done} data-testid="reg-already">
        <p className={styles.doneTitle}>{t('reg.already')}</p>
        <PrimaryButton onClick={() => void switchToCoach()}>{t('reg.toWorkspace')}</PrimaryButton>
      </div>
    );
  } else if (status.data.reg_open !== 1) {
    body = (
      <p className={styles.formError} role="alert" data-testid="reg-closed">
        {t('reg.closed')}
      </p>
    );
  } else body = <RegisterForm did={did} posterId={posterId} />;

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('reg.title')}</h1>
      <p className={styles.intro}>{t('reg.intro')}</p>
      {did && <Inviter did={did} />}
      {body}
    </section>
  );
}

/** Registered elsewhere (another tab, another device): the stored user catches up before the app restarts. */
async function switchToCoach() {
  setUser(await api('GET /v1/user/base'));
  goToCoachHome();
}

/** The coach whose link this is; a link that names nobody shows nothing (the form still works). */
function Inviter({ did }: { did: string }) {
  const t = useT();
  const coach = useQuery(coachByDidQuery(did));
  if (!coach.data) return null;
  return <CoachSummary coach={coach.data} label={t('reg.invitedBy', { name: coach.data.name })} testId="reg-inviter" />;
}

/** Waits until typing pauses before searching schools. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function RegisterForm({ did, posterId }: { did?: string; posterId?: number }) {
  const t = useT();
  const ids = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [schoolText, setSchoolText] = useState('');
  const [school, setSchool] = useState<School | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const keyword = useSettled(schoolText.trim());
  const schools = useQuery({
    queryKey: accountKeys.schools(keyword),
    queryFn: ({ signal }) => api('GET /v2/default/school-search', { query: { keyword }, signal }),
    enabled: keyword.length > 0 && !school,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

  const register = useMutation({
    mutationFn: () =>
      api('POST /v2/default/reg-coach', {
        body: {
          name: name.trim(),
          phone,
          code,
          ...(school ? { school_id: school.id } : { school_name: schoolText.trim() }),
          ...(did ? { did } : {}),
          ...(posterId ? { poster_id: posterId } : {}),
        },
      }),
    onSuccess: (result) => {
      // The stored session says coach before the app starts again with the coach's routes.
      setUser(result.user);
      goToCoachHome();
    },
    onError: (error) => {
      const placed = placeError(error, t('reg.failed'));
      setErrors(placed.field);
      setFormError(placed.form);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending || register.isSuccess) return;
    const found: Partial<Record<FieldName, string>> = {};
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 20) found.name = t('check.name');
    if (!isMobile(phone)) found.phone = t('check.phone');
    if (!isSmsCode(code)) found.code = t('check.code');
    if (!school && !schoolText.trim()) found.school = t('check.school');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length === 0) register.mutate();
  };

  const busy = register.isPending || register.isSuccess;
  const options = school ? [] : (schools.data?.list ?? []);
  const exact = options.some((s) => s.name === schoolText.trim());

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <NameField
        id={`${ids}-name`}
        label={t('reg.name')}
        placeholder={t('reg.namePlaceholder')}
        value={name}
        onChange={setName}
        readOnly={busy}
        error={errors.name}
      />

      <CodeField
        phone={phone}
        onPhoneChange={setPhone}
        code={code}
        onCodeChange={setCode}
        send={(to) => api('POST /v2/default/sms-code', { body: { phone: to, purpose: 'coach_register' } })}
        disabled={busy}
        phoneError={errors.phone}
        codeError={errors.code}
      />

      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-school`}>
          {t('reg.school')}
        </label>
        <input
          id={`${ids}-school`}
          className={styles.input}
          data-testid="reg-school"
          maxLength={40}
          autoComplete="off"
          placeholder={t('reg.schoolPlaceholder')}
          value={schoolText}
          readOnly={busy}
          aria-invalid={errors.school ? true : undefined}
          onChange={(event) => {
            setSchoolText(event.target.value);
            setSchool(null);
          }}
        />
        {options.length > 0 && (
          <ul className={styles.suggestions}>
            {options.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className={styles.suggestion}
                  data-testid="school-option"
                  aria-pressed={false}
                  onClick={() => {
                    setSchool(s);
                    setSchoolText(s.name);
                  }}
                >
                  <span>{s.name}</span>
                  <span className={styles.muted}>{s.city}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {school ? (
          <p className={styles.hint}>{t('reg.schoolPicked', { name: school.name })}</p>
        ) : (
          schoolText.trim() &&
          !exact &&
          schools.isSuccess &&
          keyword === schoolText.trim() && (
            <p className={styles.hint}>{t('reg.schoolNew', { name: schoolText.trim() })}</p>
          )
        )}
        {errors.school && (
          <p className={styles.fieldError} role="alert">
            {errors.school}
          </p>
        )}
      </div>

      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      {register.isSuccess && (
        <p className={styles.status} role="status">
          {t('reg.done')}
        </p>
      )}
      <SubmitButton block data-testid="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('reg.submitting') : t('reg.submit')}
      </SubmitButton>
    </form>
  );
}
