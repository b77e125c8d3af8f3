import { useQuery } from '@tanstack/react-query';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { errorMessage } from '../../lib/api-error';
import styles from './coach.module.css';
import { type UpLevel, upLevelQuery } from './coach-api';
import { useT } from './messages';

const percent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

/** '/coach-integral': the coach's points and level, what the level adds to their commission, and how to rise. */
export default function PointsPage() {
  const t = useT();
  const query = useQuery(upLevelQuery());
  return (
    <section className={styles.page}>
      <h1 className={styles.srOnly}>{t('points.title')}</h1>
      {query.isPending ? (
        <Loading />
      ) : !query.data ? (
        <Failed message={errorMessage(query.error, t('coach.loadFailed'))} onRetry={() => void query.refetch()} />
      ) : (
        <Standing data={query.data} />
      )}
    </section>
  );
}

function Standing({ data }: { data: UpLevel }) {
  const t = useT();
  const next = data.next;
  const from = data.levels.find((l) => l.level === data.level)?.points ?? 0;
  const progress = next
    ? Math.min(100, Math.round(((data.points - from) / Math.max(1, next.points - from)) * 100))
    : 100;
  return (
    <>
      <section className={styles.hero} aria-label={t('points.standing')}>
        <div className={styles.balanceRow}>
          <span className={styles.heroKicker} data-testid="level">
            {t('points.levelName', { level: data.level })}
          </span>
          <Link className={styles.heroInline} to="/coach-integral-list">
            {t('points.detail')} ›
          </Link>
        </div>
        <div className={styles.heroFigure}>
          <strong className={styles.heroBig} data-testid="points-total">
            {data.points}
          </strong>
          <span>{t('points.unit')}</span>
        </div>
        <div
          className={styles.meter}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-label={t('points.toNext')}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
        <p className={styles.heroNote} data-testid="next-level">
          {next
            ? t('points.next', { need: next.need, level: next.level, bonus: percent(next.bonus) })
            : t('points.top')}
        </p>
        <p className={styles.heroNote}>{t('points.rate', { rate: percent(data.l1_rate) })}</p>
      </section>
      <section className={styles.section} aria-labelledby="points-how">
        <h2 id="points-how" className={styles.title}>
          {t('points.how')}
        </h2>
        <ul className={styles.linkList}>
          <li className={styles.linkRow}>
            <span>{t('points.ruleStudent')}</span>
            <strong>+{data.rules.student_bound}</strong>
          </li>
          <li className={styles.linkRow}>
            <span>{t('points.ruleCoach')}</span>
            <strong>+{data.rules.coach_recruited}</strong>
          </li>
          <li className={styles.linkRow}>
            <span>{t('points.ruleOrder')}</span>
            <strong>{t('points.perYuan', { n: data.rules.per_yuan })}</strong>
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="points-levels">
        <h2 id="points-levels" className={styles.title}>
          {t('points.levels')}
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('points.colLevel')}</th>
              <th scope="col">{t('points.colPoints')}</th>
              <th scope="col">{t('points.colBonus')}</th>
            </tr>
          </thead>
          <tbody>
            {data.levels.map((l) => (
              <tr key={l.level} aria-current={l.level === data.level ? 'true' : undefined}>
                <td>{t('points.levelName', { level: l.level })}</td>
                <td>{l.points}</td>
                <td>{l.bonus > 0 ? `+${percent(l.bonus)}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>{t('points.note')}</p>
      </section>
    </>
  );
}
