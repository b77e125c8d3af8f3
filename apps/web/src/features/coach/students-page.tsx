import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import styles from './coach.module.css';
import { type Student, studentQuery, studentsQuery, yuan } from './coach-api';
import { useT } from './messages';

/**
 * '/user-list': the coach's bound students, newest first, searchable by nickname or user number. A
 * student's practice progress shows only when that student agreed to share it with this coach.
 */
export default function StudentsPage() {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const query = useInfiniteQuery(studentsQuery(q));
  const total = query.data?.pages[0]?.total;

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  return (
    <PullToRefresh onRefresh={() => query.refetch({ throwOnError: true })}>
      <section className={styles.page}>
        <h1 className={styles.srOnly}>{t('students.title')}</h1>
        <search>
          <form className={styles.search} onSubmit={handleSearch}>
            <label htmlFor={`${id}-q`} className={styles.srOnly}>
              {t('students.search')}
            </label>
            <input
              id={`${id}-q`}
              className={styles.input}
              type="search"
              value={typed}
              maxLength={30}
              placeholder={t('students.searchHint')}
              onChange={(e) => setTyped(e.currentTarget.value)}
              data-testid="student-search"
            />
            <PrimaryButton type="submit" size="small">
              {t('students.search')}
            </PrimaryButton>
          </form>
        </search>
        {total !== undefined && (
          <p className={styles.muted} data-testid="student-total">
            {q ? t('students.found', { n: total, q }) : t('students.total', { n: total })}
          </p>
        )}
        <PagedList
          className={styles.list}
          query={query}
          keyOf={(s) => s.id}
          failText={t('students.loadFailed')}
          endText={t('students.end')}
          empty={
            q ? (
              t('students.noMatch', { q })
            ) : (
              <div className={styles.emptyBox} data-testid="students-empty">
                <span>{t('students.empty')}</span>
                <Link className={styles.linkButton} to="/poster/coach-poster">
                  {t('students.invite')}
                </Link>
              </div>
            )
          }
        >
          {(s) => <StudentRow key={s.id} student={s} />}
        </PagedList>
      </section>
    </PullToRefresh>
  );
}

const SUBJECT = { 1: 'subject.1', 4: 'subject.4' } as const;

function StudentRow({ student }: { student: Student }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panel = `student-${student.id}`;
  return (
    <li className={styles.row} data-testid="student-row" data-user-id={student.id} data-shared={student.share_progress}>
      <div className={styles.rowHead}>
        {student.head_portrait ? (
          <img className={styles.avatar} src={student.head_portrait} alt="" loading="lazy" />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        <div className={styles.rowText}>
          <h2 className={styles.rowTitle}>{student.nickname}</h2>
          <span className={styles.muted}>
            {t('students.boundAt', { date: formatDate(student.bound_at) })}
            {' · '}
            {student.phone ?? t('students.noPhone')}
          </span>
          {student.field_name && <span className={styles.muted}>{student.field_name}</span>}
        </div>
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t('students.less') : t('students.more')}
        </button>
      </div>
      {student.progress ? (
        <ul className={styles.progress} data-testid="student-progress">
          {student.progress.subjects.map((p) => (
            <li key={p.subject}>
              <strong>{t(SUBJECT[p.subject])}</strong>{' '}
              {p.done > 0
                ? t('students.practice', { done: p.done, rate: Math.round((p.right / p.done) * 100) })
                : t('students.noPractice')}
              {' · '}
              {p.exams > 0
                ? t('students.exams', { n: p.exams, best: p.best ?? 0, last: p.last ?? 0 })
                : t('students.noExams')}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hidden} data-testid="progress-hidden">
          {t('students.notShared')}
        </p>
      )}
      {/* The subject-three route this student should practise: picked on the exam-site page. */}
      <Link
        className={styles.pickRoute}
        to={`/jlroute?${new URLSearchParams({
          student_id: String(student.id),
          name: student.nickname,
          ...(student.field_id ? { field_id: String(student.field_id) } : {}),
        }).toString()}`}
        data-testid="student-pick-route"
      >
        {t('students.pickRoute')} ›
      </Link>
      {open && (
        <div id={panel}>
          <StudentDetail id={student.id} />
        </div>
      )}
    </li>
  );
}

function StudentDetail({ id }: { id: number }) {
  const t = useT();
  const query = useQuery(studentQuery(id));
  if (query.isPending) return <Loading />;
  if (!query.data) {
    return (
      <Failed message={errorMessage(query.error, t('students.loadFailed'))} onRetry={() => void query.refetch()} />
    );
  }
  const s = query.data;
  return (
    <dl className={styles.detail} data-testid="student-detail">
      <div>
        <dt>{t('students.uid')}</dt>
        <dd>{s.uid}</dd>
      </div>
      <div>
        <dt>{t('students.via')}</dt>
        <dd>{s.bound_via === 'order' ? t('students.viaOrder') : t('students.viaLink')}</dd>
      </div>
      <div>
        <dt>{t('students.consent')}</dt>
        <dd>
          {s.share_progress
            ? t('students.consentSince', { date: s.consent_at ? formatDate(s.consent_at) : '' })
            : t('students.consentNo')}
        </dd>
      </div>
      <div>
        <dt>{t('students.orders')}</dt>
        <dd>{t('students.ordersValue', { n: s.orders, spent: yuan(s.spent), earned: yuan(s.earned) })}</dd>
      </div>
    </dl>
  );
}
