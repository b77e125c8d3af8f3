import type { ReactNode } from 'react';
import styles from './hero.module.css';

interface Props {
  kicker: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** The area's colours and padding. */
  className?: string;
  testId?: string;
  children?: ReactNode;
}

/** The coloured block that opens a sales page: a kicker, the page's title, a line of text, then anything else. */
export function Hero({ kicker, title, text, className, testId, children }: Props) {
  return (
    <header className={className ? `${styles.hero} ${className}` : styles.hero} data-testid={testId}>
      <span className={styles.kicker}>{kicker}</span>
      <h1 className={styles.title}>{title}</h1>
      {text && <p className={styles.text}>{text}</p>}
      {children}
    </header>
  );
}
