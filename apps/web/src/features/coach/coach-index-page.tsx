import { Link } from 'react-router';
import { FieldCard } from '../../components/account/field-card';
import { ErrorBoundary } from '../../components/error-boundary';
import { useSession } from '../../lib/session';
import styles from './coach.module.css';
import { type MessageKey, useT } from './messages';

const SHORTCUTS: { to: string; label: MessageKey; mark: string }[] = [
  { to: '/poster/coach-zs', label: 'coach.recruitStudents', mark: '招' },
  { to: '/user-list', label: 'coach.students', mark: '学' },
  { to: '/coach-agent', label: 'coach.recruitCoaches', mark: '募' },
  { to: '/coach-wallet', label: 'coach.wallet', mark: '¥' },
  { to: '/coach-audit', label: 'coach.audit', mark: '审' },
  { to: '/coach-kt-list', label: 'coach.theory', mark: '理' },
  { to: '/poster/coach-poster', label: 'coach.posters', mark: '报' },
  { to: '/coach-verify', label: 'coach.verify', mark: '证' },
];

/** '/coach-index': a greeting, the coach's exam field and shortcuts into the coach areas. */
export default function CoachIndexPage() {
  const t = useT();
  const nickname = useSession((s) => s.user?.nickname);
  return (
    <>
      <h1 className={styles.greeting}>{t('coach.greeting', { name: nickname ?? '' })}</h1>
      <ErrorBoundary message={t('common.pageError')}>
        <FieldCard />
      </ErrorBoundary>
      <section className={styles.section} aria-labelledby="coach-shortcuts">
        <h2 id="coach-shortcuts" className={styles.title}>
          {t('coach.shortcuts')}
        </h2>
        <ul className={styles.grid}>
          {SHORTCUTS.map((s) => (
            <li key={s.to}>
              <Link className={styles.link} to={s.to}>
                <span className={styles.mark} aria-hidden="true">
                  {s.mark}
                </span>
                {t(s.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
