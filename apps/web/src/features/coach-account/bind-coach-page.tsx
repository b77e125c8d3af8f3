import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { parseHashId } from '../../lib/hash-id';
import { myCoachQuery, queryKeys } from '../../lib/queries';
import { isWeChat } from '../../lib/ua';
import styles from './coach-account.module.css';
import type { CoachCard } from './coach-account-api';
import { type CoachRef, coachRefFrom } from './coach-ref';
import { CoachSummary } from './coach-summary';
import { useT } from './messages';

/**
 * '/bindCoach': a student binds to a coach by the coach's code or link (scanned inside WeChat, pasted
 * elsewhere). The first binding stands: a bound student sees their coach, and binding again changes
 * nothing.
 */
export default function BindCoachPage() {
  const t = useT();
  const [params] = useSearchParams();
  const linkDid = parseHashId(params.getAll('did'));
  const mine = useQuery(myCoachQuery());
  const [result, setResult] = useState<{ bound: boolean; coach: CoachCard } | null>(null);

  let body: ReactNode;
  if (result) {
    body = (
      <>
        <p className={result.bound ? styles.status : styles.formError} role="status" data-testid="bind-result">
          {result.bound ? t('bindCoach.bound') : t('bindCoach.already', { name: result.coach.name })}
        </p>
        <CoachSummary coach={result.coach} label={t('bindCoach.yourCoach')} testId="bound-coach" />
        <Link className={styles.hint} to="/my-coach">
          {t('bindCoach.myCoach')}
        </Link>
      </>
    );
  } else if (mine.isPending) body = <Loading />;
  else if (mine.isError) {
    body = <Failed message={errorMessage(mine.error, t('bindCoach.loadFailed'))} onRetry={() => void mine.refetch()} />;
  } else if (mine.data) {
    body = (
      <>
        <p className={styles.hint}>{t('bindCoach.already', { name: mine.data.nickname })}</p>
        <CoachSummary
          coach={{ name: mine.data.nickname, head_portrait: mine.data.head_portrait }}
          label={t('bindCoach.yourCoach')}
          testId="bound-coach"
        />
        <Link className={styles.hint} to="/my-coach">
          {t('bindCoach.myCoach')}
        </Link>
      </>
    );
  } else body = <BindForm initial={linkDid ?? ''} onBound={setResult} />;

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('bindCoach.title')}</h1>
      <p className={styles.intro}>{t('bindCoach.intro')}</p>
      {body}
    </section>
  );
}

/** Scans a QR code with WeChat's scanner (the sandbox's stand-in asks for the code's text instead). */
async function scanWithWeChat(): Promise<string> {
  const { wxReady } = await import('../../lib/wechat');
  const wx = (await wxReady()) as Awaited<ReturnType<typeof wxReady>> & {
    scanQRCode?: (options: {
      needResult: 0 | 1;
      scanType: string[];
      success: (res: { resultStr: string }) => void;
      fail: (res: { errMsg: string }) => void;
      cancel?: () => void;
    }) => void;
  };
  return new Promise((resolve, reject) => {
    if (typeof wx.scanQRCode !== 'function') return reject(new Error('scanQRCode unavailable'));
    wx.scanQRCode({
      needResult: 1,
      scanType: ['qrCode'],
      success: (res) => resolve(res.resultStr),
      fail: (res) => reject(new Error(res.errMsg)),
      cancel: () => reject(new Error('scanQRCode:cancel')),
    });
  });
}

const refKey = (ref: CoachRef) => ('code' in ref ? `code:${ref.code}` : `did:${ref.did}`);

function BindForm({
  initial,
  onBound,
}: {
  initial: string;
  onBound: (r: { bound: boolean; coach: CoachCard }) => void;
}) {
  const t = useT();
  const ids = useId();
  const client = useQueryClient();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const ref = coachRefFrom(text);

  const preview = useQuery({
    queryKey: ['coach-account', 'coach-ref', ref ? refKey(ref) : ''],
    queryFn: ({ signal }) => api('GET /v1/user/did', { query: ref ?? {}, signal }),
    enabled: ref !== null,
    retry: false,
    staleTime: 60_000,
  });

  const bind = useMutation({
    mutationFn: (r: CoachRef) => api('POST /v1/user/bind-coach', { body: r }),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: queryKeys.myCoach });
      onBound(result);
    },
    onError: (e) => setError(errorMessage(e, t('form.failed'))),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending) return;
    if (!ref) return setError(t('bindCoach.refInvalid'));
    setError(null);
    bind.mutate(ref);
  };

  const handleScan = async () => {
    setError(null);
    try {
      setText(await scanWithWeChat());
    } catch {
      setError(t('bindCoach.scanFailed'));
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={bind.isPending}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-ref`}>
          {t('bindCoach.ref')}
        </label>
        <div className={styles.row}>
          <input
            id={`${ids}-ref`}
            className={styles.input}
            data-testid="code-input"
            autoComplete="off"
            placeholder={t('bindCoach.refPlaceholder')}
            value={text}
            maxLength={500}
            readOnly={bind.isPending}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
          {isWeChat() && (
            <button
              type="button"
              className={styles.sendButton}
              data-testid="scan-link"
              onClick={() => void handleScan()}
            >
              {t('bindCoach.scan')}
            </button>
          )}
        </div>
        {error && (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
        {!error && preview.isError && (
          <p className={styles.fieldError} role="alert">
            {errorMessage(preview.error, t('bindCoach.loadFailed'))}
          </p>
        )}
      </div>
      {preview.data && !error && (
        <CoachSummary coach={preview.data} label={t('bindCoach.preview')} testId="coach-preview" />
      )}
      <SubmitButton block data-testid="submit" disabled={bind.isPending} aria-busy={bind.isPending}>
        {bind.isPending ? t('form.submitting') : t('bindCoach.submit')}
      </SubmitButton>
    </form>
  );
}
