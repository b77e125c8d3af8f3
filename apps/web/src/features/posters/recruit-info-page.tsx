import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { errorMessage } from '../../lib/api-error';
import { formatMoney } from '../../lib/format';
import { roleOf, useSession } from '../../lib/session';
import { useT } from './messages';
import styles from './posters.module.css';
import { recruitInfoQuery } from './posters-api';

const percent = (rate: number) => String(Math.round(rate * 1000) / 10);
/** Yuan without decimals when whole: 「最低 1 元」, not 「1.00 元」. */
const yuan = (fen: number) => formatMoney(fen, fen % 100 ? 2 : 0);

/**
 * '/poster/coach-recruit-information': the recruitment terms, stated up front — commission levels from
 * the settings, what certification takes, and the withdrawal rules.
 */
export default function RecruitInfoPage() {
  const t = useT();
  const coach = roleOf(useSession()) === 'coach';
  const query = useQuery(recruitInfoQuery());
  // The link that brought a student here (did, poster_id) goes on to registration.
  const { search } = useLocation();

  if (query.isPending) return <Loading full />;
  if (!query.data) {
    return (
      <Failed full message={errorMessage(query.error, t('common.loadFailed'))} onRetry={() => void query.refetch()} />
    );
  }
  const info = query.data;
  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <h1 className={styles.srOnly}>{t('info.title')}</h1>
      <section className={styles.card} data-testid="recruit-commission">
        <h2 className={styles.sectionTitle}>{t('info.commission')}</h2>
        <ul className={styles.bullets}>
          <li>{t('info.c1', { l1: percent(info.l1_rate) })}</li>
          <li>{t('info.c2', { l2: percent(info.l2_rate) })}</li>
          <li>{t('info.c3')}</li>
          <li>{t('info.c4')}</li>
        </ul>
      </section>
      <section className={styles.card} data-testid="recruit-levels">
        <h2 className={styles.sectionTitle}>{t('info.levels')}</h2>
        <p className={styles.note}>{t('info.levelsNote')}</p>
        <ul className={styles.bullets}>
          {info.levels.map((l) => (
            <li key={l.level}>{t('info.level', { level: l.level, points: l.points, rate: percent(l.l1_rate) })}</li>
          ))}
          <li>
            {t('info.points', {
              student: info.points.student_bound,
              coach: info.points.coach_recruited,
              yuan: info.points.per_yuan,
            })}
          </li>
        </ul>
      </section>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('info.cert')}</h2>
        <ul className={styles.bullets}>
          <li>{t('info.cert1')}</li>
          <li>{t('info.cert2')}</li>
        </ul>
        {coach && (
          <p>
            <Link className={styles.linkButton} to="/coach-verify">
              {t('info.certGo')}
            </Link>
          </p>
        )}
      </section>
      <section className={styles.card} data-testid="recruit-withdraw">
        <h2 className={styles.sectionTitle}>{t('info.withdraw')}</h2>
        <ul className={styles.bullets}>
          <li>{t('info.w1', { min: yuan(info.withdraw_min_fen) })}</li>
          <li>{t('info.w2')}</li>
          <li>{t('info.w3', { review: yuan(info.review_above_fen) })}</li>
        </ul>
      </section>
      {!coach && (
        <p className={styles.note} data-testid="recruit-open">
          {info.reg_open ? t('info.regOpen') : t('info.regClosed')}
        </p>
      )}
      {!coach && info.reg_open && (
        <Link className={styles.linkSolid} to={`/poster/coach-zs${search}`}>
          {t('recruit.register')}
        </Link>
      )}
    </section>
  );
}
