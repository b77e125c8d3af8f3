import { Link } from '../../components/link';
import { useCourseEntry } from './course-entry';
import { useT } from './messages';
import styles from './orders.module.css';
import { type Product, practicePath } from './orders-api';
import { subjectKey } from './subject-name';

/** Links to what a product opened: the field's course and each VIP subject's practice. */
export function UnlockedLinks({
  unlocks,
  fieldId,
  solid,
}: {
  unlocks: Product['unlocks'];
  fieldId: number | undefined;
  solid?: boolean;
}) {
  const t = useT();
  const className = solid ? styles.linkSolid : styles.linkButton;
  return (
    <div className={styles.actions}>
      {unlocks.course && <CourseLink fieldId={fieldId} className={className} />}
      {unlocks.vip_subjects.map((s) => (
        <Link key={s} className={className} to={practicePath(s)} data-testid="open-unlocked">
          {t('subject.practice')} · {t(subjectKey(s))}
        </Link>
      ))}
    </div>
  );
}

export function CourseLink({ fieldId, className }: { fieldId: number | undefined; className?: string }) {
  const t = useT();
  const entry = useCourseEntry(fieldId);
  if (!entry.path) return null;
  return (
    <Link className={className ?? styles.linkButton} to={entry.path} data-testid="open-unlocked">
      {t('subject.open')}
    </Link>
  );
}
