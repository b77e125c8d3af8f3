import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import formPage from '../../components/kit/form-page.module.css';
import { PrimaryButton } from '../../components/primary-button';
import styles from './error-report.module.css';
import { useT } from './messages';
import { ReportForm } from './report-form';

/** `?question_id=` as a positive whole number; anything else makes a general report. */
export function parseQuestionId(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

/** `?from=` only as a path inside this app, never another site ('//host', '/\host'). */
export function safeFrom(raw: string | null): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  return raw;
}

/** Whether this app has an entry behind the current one (React Router keeps its index in history.state). */
function canGoBack(): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/** '/submitError': a student reports a mistake in a question (`?question_id=`), or in general. */
export default function ErrorReportPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const questionId = parseQuestionId(params.get('question_id'));
  const from = safeFrom(params.get('from'));
  const [sent, setSent] = useState(false);

  const goBack = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(from ?? '/ke', { replace: true });
  };

  return (
    <section className={formPage.page}>
      <h1 className={formPage.pageTitle}>{t('report.title')}</h1>
      {sent ? (
        <Thanks onBack={goBack} />
      ) : (
        <>
          <p className={styles.intro}>{questionId ? t('report.intro') : t('report.generalIntro')}</p>
          <ReportForm questionId={questionId} onSent={() => setSent(true)} />
        </>
      )}
    </section>
  );
}

function Thanks({ onBack }: { onBack: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.thanks} role="status" data-testid="report-thanks">
      <div className={styles.thanksMark} aria-hidden="true">
        ✓
      </div>
      <h2 ref={heading} className={styles.thanksTitle} tabIndex={-1}>
        {t('report.thanks')}
      </h2>
      <p className={styles.thanksBody}>{t('report.thanksBody')}</p>
      <PrimaryButton onClick={onBack}>{t('report.back')}</PrimaryButton>
    </div>
  );
}
