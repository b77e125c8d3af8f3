import styles from './app-icon.module.css';

/** The app's icon drawn in CSS: a character on the brand gradient (download and about pages). */
export function AppIcon({ char }: { char: string }) {
  return (
    <span className={styles.appIcon} aria-hidden="true">
      {char}
    </span>
  );
}
