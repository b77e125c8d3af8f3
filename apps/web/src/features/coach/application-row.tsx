import { formatDate } from '../../lib/format';
import styles from './coach.module.css';
import type { Application } from './coach-api';
import { type MessageKey, useT } from './messages';

const STATUS: Record<Application['status'], MessageKey> = {
  pending: 'apply.pending',
  approved: 'apply.approved',
  rejected: 'apply.rejected',
};

/** A theory-course application (kt-row) or a student's class application (class-row), with its review status. */
export function ApplicationRow({ app }: { app: Application }) {
  const t = useT();
  const what =
    app.kind === 'kt'
      ? t('apply.ktWhat', { subject: t(app.subject === 4 ? 'subject.4' : 'subject.1') })
      : t('apply.classWhat');
  return (
    <li
      className={styles.row}
      data-testid={app.kind === 'kt' ? 'kt-row' : 'class-row'}
      data-id={app.id}
      data-status={app.status}
    >
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <h3 className={styles.rowTitle}>
            {app.name}
            <span className={styles.muted}> {app.phone}</span>
          </h3>
          <span className={styles.muted}>
            {what}
            {app.field_name ? ` · ${app.field_name}` : ''}
            {app.student ? ` · ${t('apply.student', { name: app.student })}` : ''}
          </span>
          {app.note && <span className={styles.muted}>{t('apply.note', { note: app.note })}</span>}
          <span className={styles.muted}>{formatDate(app.created_at, 'YYYY-MM-DD HH:mm')}</span>
          {app.status === 'rejected' && app.reason && (
            <span className={styles.fieldError}>{t('apply.reason', { reason: app.reason })}</span>
          )}
        </div>
        <span className={styles.statusTag} data-status={app.status}>
          {t(STATUS[app.status])}
        </span>
      </div>
    </li>
  );
}
