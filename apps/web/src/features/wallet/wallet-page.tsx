import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { SubmitButton } from '../../components/submit-button';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { formatMoney } from '../../lib/format';
import { isWeChat } from '../../lib/ua';
import { type MessageKey, useT } from './messages';
import { NoticeView } from './notice-view';
import { reasonText } from './reason';
import { useConfirm } from './use-confirm';
import styles from './wallet.module.css';
import {
  balanceQuery,
  newRequestKey,
  type Rules,
  refreshWallet,
  resultPath,
  rulesQuery,
  yuanToFen,
} from './wallet-api';

/** Whole yuan without ".00" (the rules speak of 1 元, 500 元). */
const plainYuan = (fen: number) => formatMoney(fen).replace(/\.00$/, '');

/**
 * '/coach-wallet': the balance, the withdrawal form and its rules. A withdrawal is accepted by the
 * coach in WeChat (requestMerchantTransfer) or, outside WeChat, on the sandbox's confirmation page;
 * the result is shown on '/coach-cash-list'.
 */
export default function WalletPage() {
  const t = useT();
  const balance = useQuery(balanceQuery());
  const rules = useQuery(rulesQuery());
  const control = useConfirm();

  return (
    <section className={styles.page}>
      <h1 className={styles.srOnly}>{t('wallet.title')}</h1>
      <section className={styles.balanceCard} data-testid="wallet-balance" data-fen={balance.data}>
        <p className={styles.balanceLabel}>{t('wallet.balance')}</p>
        <p className={styles.balanceValue}>{balance.data === undefined ? '—' : formatMoney(balance.data)}</p>
        <nav className={styles.balanceLinks}>
          <Link to="/coach-cash-list">{t('wallet.cashList')} ›</Link>
          <Link to="/coach-transactions">{t('wallet.transactions')} ›</Link>
        </nav>
      </section>
      {balance.isError && (
        <Failed
          message={errorMessage(balance.error, t('wallet.balanceFailed'))}
          onRetry={() => void balance.refetch()}
        />
      )}
      {rules.data && <CertNotice status={rules.data.cert_status} />}
      <WithdrawForm balance={balance.data} rules={rules.data} control={control} />
      {control.notice && <NoticeView notice={control.notice} />}
      <section className={styles.card} aria-labelledby="wallet-rules">
        <h2 id="wallet-rules" className={styles.cardTitle}>
          {t('wallet.rules')}
        </h2>
        {rules.isPending ? (
          <Loading />
        ) : rules.data ? (
          <ol className={styles.rules} data-testid="wallet-rules">
            {rules.data.content
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
              .map((line) => (
                <li key={line}>{line}</li>
              ))}
          </ol>
        ) : (
          <Failed message={errorMessage(rules.error, t('wallet.rulesFailed'))} onRetry={() => void rules.refetch()} />
        )}
      </section>
    </section>
  );
}

function CertNotice({ status }: { status: Rules['cert_status'] }) {
  const t = useT();
  if (status === 'approved') {
    return (
      <p className={styles.cert} data-testid="wallet-cert" data-cert={status}>
        ✓ {t('wallet.certified')}
      </p>
    );
  }
  return (
    <div className={styles.cert} data-testid="wallet-cert" data-cert={status} role="note">
      <span>{t(`wallet.cert.${status}` as MessageKey)}</span>
      {status !== 'pending' && (
        <Link className={styles.certLink} to="/coach-verify">
          {t('wallet.cert.go')}
        </Link>
      )}
    </div>
  );
}

function WithdrawForm({
  balance,
  rules,
  control,
}: {
  balance: number | undefined;
  rules: Rules | undefined;
  control: ReturnType<typeof useConfirm>;
}) {
  const t = useT();
  const inputId = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // One idempotency key per attempt: pressing again after a lost reply sends the same key (one withdrawal).
  const attempt = useRef<{ fen: number; key: string } | null>(null);

  const min = rules?.min_amount ?? 100;
  const fen = yuanToFen(text);
  let problem: string | undefined;
  if (text.trim()) {
    if (fen === undefined) problem = t('wallet.error.format');
    else if (fen < min) problem = t('wallet.error.min', { min: plainYuan(min) });
    else if (balance !== undefined && fen > balance)
      problem = t('wallet.error.balance', { balance: formatMoney(balance) });
  }
  const certified = rules?.cert_status === 'approved';
  const confirming = control.busyId !== undefined;
  const busy = submitting || confirming;
  const ready = certified && balance !== undefined && fen !== undefined && !problem && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || fen === undefined) return;
    const key = attempt.current?.fen === fen ? attempt.current.key : newRequestKey();
    attempt.current = { fen, key };
    setSubmitting(true);
    setRefusal(undefined);
    control.setNotice(null);
    try {
      const w = await api('POST /v1/coach/deposit', { body: { amount: fen, request_key: key } });
      attempt.current = null;
      setText('');
      void refreshWallet(client);
      setSubmitting(false);
      if (w.status === 'wait_user_confirm') await control.confirm(w);
      else if (w.status === 'reviewing') {
        control.setNotice({
          key: 'wallet.outcome.reviewing',
          params: { amount: plainYuan(rules?.review_above ?? 50_000) },
          tone: 'info',
        });
      } else if (w.status === 'failed' || w.status === 'cancelled') {
        control.setNotice({ key: 'wallet.outcome.failed', params: { reason: reasonText(t, w) }, tone: 'warn' });
      } else navigate(resultPath(w.id));
    } catch (error) {
      // A refusal ends this attempt; after a lost reply the key is kept, so trying again asks once.
      if (isApiError(error) && error.code >= 400 && error.code < 500) attempt.current = null;
      setRefusal(errorMessage(error, t('common.networkError')));
      setSubmitting(false);
    }
  };

  const label = submitting
    ? t('wallet.submitting')
    : confirming
      ? t(isWeChat() ? 'wallet.confirming' : 'wallet.redirecting')
      : t('wallet.submit');
  const shown = problem ?? refusal;

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <label className={styles.label} htmlFor={inputId}>
        {t('wallet.amount')}
      </label>
      <div className={styles.amountRow}>
        <span className={styles.currency} aria-hidden="true">
          ¥
        </span>
        <input
          id={inputId}
          className={styles.amountInput}
          data-testid="withdraw-amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('wallet.amountPlaceholder', { min: plainYuan(min) })}
          value={text}
          disabled={!certified}
          aria-invalid={Boolean(problem)}
          aria-describedby={shown ? `${inputId}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value.replace(/[^\d.]/g, ''));
            setRefusal(undefined);
          }}
        />
        <button
          type="button"
          className={styles.allButton}
          data-testid="withdraw-all"
          disabled={!certified || !balance}
          onClick={() => {
            if (balance !== undefined) setText(formatMoney(balance));
            setRefusal(undefined);
          }}
        >
          {t('wallet.all')}
        </button>
      </div>
      {shown && (
        <p id={`${inputId}-error`} className={styles.error} role="alert" data-testid="withdraw-error">
          {shown}
        </p>
      )}
      <SubmitButton block className={styles.submit} data-testid="withdraw-submit" disabled={!ready} aria-busy={busy}>
        {label}
      </SubmitButton>
    </form>
  );
}
