import { Link } from './link';
import styles from './not-found-state.module.css';

/** Something that does not exist (or was taken down): said plainly, with a way on. */
export function NotFoundState({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <div className={styles.notFound} data-testid="not-found">
      <span className={styles.notFoundIcon} aria-hidden="true">
        ∅
      </span>
      <p>{text}</p>
      <Link className={styles.action} to={to}>
        {action}
      </Link>
    </div>
  );
}
