import styles from './chevron.module.css';

/** The "›" at the end of a row that leads somewhere (decoration: the row's link says where). */
export function Chevron() {
  return (
    <span className={styles.chevron} aria-hidden="true">
      ›
    </span>
  );
}
