import styles from './coach-account.module.css';
import { useT } from './messages';

export interface CoachFace {
  name: string;
  head_portrait: string;
  school?: string | null;
  certified?: boolean;
}

/** A coach at a glance: portrait, name, certification and school. */
export function CoachSummary({ coach, label, testId }: { coach: CoachFace; label?: string; testId?: string }) {
  const t = useT();
  return (
    <section className={styles.card} data-testid={testId}>
      {label && (
        <p className={styles.muted} style={{ margin: '0 0 1rem' }}>
          {label}
        </p>
      )}
      <div className={styles.coach}>
        {coach.head_portrait ? (
          <img className={styles.avatar} src={coach.head_portrait} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        <div>
          <h2 className={styles.coachName} data-testid="coach-name">
            {coach.name}
            {coach.certified !== undefined && (
              <span className={`${styles.badge} ${coach.certified ? styles.badgeOk : ''}`}>
                {coach.certified ? t('bindCoach.certified') : t('bindCoach.uncertified')}
              </span>
            )}
          </h2>
          {coach.school && <div className={styles.muted}>{coach.school}</div>}
        </div>
      </div>
    </section>
  );
}
