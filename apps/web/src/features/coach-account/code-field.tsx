import { useEffect, useId, useState } from 'react';
import { isApiError } from '../../lib/api-error';
import { useDebouncedAction } from '../../lib/debounce';
import { formatPhone } from '../../lib/format';
import { digitsOnly } from '../../lib/number-only';
import styles from './coach-account.module.css';
import { useT } from './messages';

/** A mainland mobile number, the rule the server checks too. */
export const isMobile = (phone: string): boolean => /^1[3-9]\d{9}$/.test(phone);
export const isSmsCode = (code: string): boolean => /^\d{6}$/.test(code);

/** The page's resend wait (docs/protocols.md#aliyun-sms: a 60 s countdown), unless the server names another. */
export const RESEND_SECONDS = 60;

/** Seconds left of a countdown, and a way to start one; counted from the clock, so a slow tick does not drift. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  };
  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}

/** The wait a 429 names (`data.retry_after`, seconds), if it is one. */
export function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 429) return null;
  const seconds = (error.data as { retry_after?: unknown } | null)?.retry_after;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}

interface Props {
  phone: string;
  onPhoneChange: (phone: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  /** Asks the server to text a code to the number (the page knows the endpoint and purpose). */
  send: (phone: string) => Promise<{ phone: string; resend_in: number }>;
  disabled?: boolean;
  /** Problems found when the form was submitted, shown under their field. */
  phoneError?: string;
  codeError?: string;
}

/**
 * A phone number and its SMS code: "获取验证码" sends the code and counts down 60 s before the next;
 * a refusal for sending too often (429) shows the server's sentence and counts down the wait it names.
 */
export function CodeField({ phone, onPhoneChange, code, onCodeChange, send, disabled, phoneError, codeError }: Props) {
  const t = useT();
  const ids = useId();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  const handleSend = async () => {
    if (sending || left > 0) return;
    setSentTo(null);
    if (!isMobile(phone)) {
      setSendError(t('check.phone'));
      return;
    }
    setSendError(null);
    setSending(true);
    try {
      const sent = await send(phone);
      setSentTo(sent.phone);
      startCountdown(sent.resend_in > 0 ? sent.resend_in : RESEND_SECONDS);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) startCountdown(wait);
      setSendError(error instanceof Error && error.message ? error.message : t('field.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  const [sendOnce, cooling] = useDebouncedAction(handleSend);

  const shownPhoneError = sendError ?? phoneError;
  const phoneErrorId = `${ids}-phone-error`;
  const codeErrorId = `${ids}-code-error`;

  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-phone`}>
          {t('field.phone')}
        </label>
        <input
          id={`${ids}-phone`}
          className={styles.input}
          data-testid="phone-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('field.phonePlaceholder')}
          // Shown 3-4-4 (docs/product.md#input-and-display-rules); kept as digits.
          value={formatPhone(phone)}
          maxLength={13}
          readOnly={disabled}
          aria-invalid={shownPhoneError ? true : undefined}
          aria-describedby={shownPhoneError ? phoneErrorId : undefined}
          onChange={(event) => {
            onPhoneChange(digitsOnly(event.target.value, 11));
            setSendError(null);
          }}
        />
        {shownPhoneError && (
          <p id={phoneErrorId} className={styles.fieldError} role="alert" data-testid="send-error">
            {shownPhoneError}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-code`}>
          {t('field.code')}
        </label>
        <div className={styles.row}>
          <input
            id={`${ids}-code`}
            className={styles.input}
            data-testid="code-input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            placeholder={t('field.codePlaceholder')}
            value={code}
            maxLength={6}
            readOnly={disabled}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? codeErrorId : undefined}
            onChange={(event) => onCodeChange(digitsOnly(event.target.value, 6))}
          />
          <button
            type="button"
            className={styles.sendButton}
            data-testid="send-code"
            disabled={disabled || sending || left > 0 || cooling}
            aria-busy={sending}
            onClick={() => sendOnce()}
          >
            {sending ? t('field.sending') : left > 0 ? t('field.resend', { seconds: left }) : t('field.send')}
          </button>
        </div>
        {codeError && (
          <p id={codeErrorId} className={styles.fieldError} role="alert">
            {codeError}
          </p>
        )}
        {sentTo && !codeError && (
          <p className={styles.status} role="status">
            {t('field.sent', { phone: sentTo })}
          </p>
        )}
      </div>
    </>
  );
}
