import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { ExamList } from './exam-list';
import styles from './history.module.css';
import { useT } from './messages';
import { parseSubject, type Subject } from './queries';
import { StatsSection } from './stats-section';

const SUBJECTS: Subject[] = [1, 4];

/** '/ke/history?subject=1|4': the overview, score trend, chapter accuracy and every mock exam of a subject. */
export default function HistoryPage() {
  const t = useT();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const subject = parseSubject(params.get('subject'));

  const choose = (next: Subject) => {
    if (next === subject) return;
    setParams(
      (prev) => {
        const search = new URLSearchParams(prev);
        search.set('subject', String(next));
        return search;
      },
      { replace: true },
    );
  };

  // Arrow keys move between the two tabs, as a tab list should.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = subject === 1 ? 4 : 1;
    choose(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-subject="${next}"]`)?.focus();
  };

  return (
    <PullToRefresh onRefresh={() => client.invalidateQueries({ queryKey: ['exam'] })}>
      <section className={styles.page}>
        <h1 className={styles.srOnly}>{t('history.title')}</h1>
        <div className={styles.tabs} role="tablist" aria-label={t('history.subjects')} onKeyDown={handleKeyDown}>
          {SUBJECTS.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              id={`history-tab-${s}`}
              aria-controls="history-panel"
              aria-selected={s === subject}
              tabIndex={s === subject ? 0 : -1}
              data-subject={s}
              className={styles.tab}
              onClick={() => choose(s)}
            >
              {t(s === 1 ? 'subject.1' : 'subject.4')}
            </button>
          ))}
        </div>
        <div id="history-panel" role="tabpanel" aria-labelledby={`history-tab-${subject}`} className={styles.panel}>
          <ErrorBoundary key={`stats-${subject}`} message={t('common.pageError')}>
            <StatsSection subject={subject} />
          </ErrorBoundary>
          <ErrorBoundary key={`list-${subject}`} message={t('common.pageError')}>
            <ExamList subject={subject} />
          </ErrorBoundary>
        </div>
      </section>
    </PullToRefresh>
  );
}
