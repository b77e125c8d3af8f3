import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Hero } from '../../components/hero';
import { Link } from '../../components/link';
import { ShareButton } from '../../components/share/share-button';
import { errorMessage } from '../../lib/api-error';
import { formatBp } from '../../lib/format';
import { parseHashId } from '../../lib/hash-id';
import { roleOf, useSession } from '../../lib/session';
import { useT } from './messages';
import { PosterCanvas } from './poster-canvas';
import { coachPoster } from './poster-content';
import styles from './posters.module.css';
import { recruitInfoQuery, shareCoachQuery } from './posters-api';

/**
 * '/poster/coach-zs' (also '/coach-zs'): what joining as a coach offers. A coach sees their own coach-
 * recruiting poster to share; anyone else (who arrived by a coach's link) is offered registration with
 * that coach as recruiter.
 */
export default function RecruitPage() {
  const t = useT();
  const coach = roleOf(useSession()) === 'coach';
  const info = useQuery(recruitInfoQuery());
  const rates = info.data ? { l1: formatBp(info.data.l1_bp), l2: formatBp(info.data.l2_bp) } : { l1: '…', l2: '…' };

  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <Hero
        className={styles.hero}
        kicker={t('recruit.heroKicker')}
        title={t('recruit.heroTitle')}
        text={t('recruit.heroText')}
      />
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('recruit.why')}</h2>
        <ul className={styles.bullets} data-testid="recruit-benefits">
          <li>{t('recruit.b1')}</li>
          <li>{t('recruit.b2', rates)}</li>
          <li>{t('recruit.b3')}</li>
          <li>{t('recruit.b4')}</li>
        </ul>
      </section>
      {coach ? <CoachRecruitPoster /> : <RegisterOffer open={info.data?.reg_open} />}
      <Link className={styles.linkButton} to="/poster/coach-recruit-information">
        {t('recruit.terms')}
      </Link>
    </section>
  );
}

/**
 * A coach's two recruiting posters: coaches (registration, the default: this is the recruit page) and
 * students ('?kind=student': the coach-index shortcut "招生" lands here too).
 */
function CoachRecruitPoster() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') === 'student' ? 'recruit-student' : 'recruit-coach';
  const query = useQuery(shareCoachQuery());
  const tabs = (
    <nav className={styles.tabs}>
      {(['recruit-coach', 'recruit-student'] as const).map((key) => (
        <button
          key={key}
          type="button"
          className={styles.tab}
          aria-current={key === kind ? 'page' : undefined}
          data-testid={`recruit-kind-${key === 'recruit-coach' ? 'coach' : 'student'}`}
          onClick={() => setParams(key === 'recruit-student' ? { kind: 'student' } : {}, { replace: true })}
        >
          {t(`template.${key}.name`)}
        </button>
      ))}
    </nav>
  );
  if (query.isPending) return <Loading />;
  if (!query.data) {
    return <Failed message={errorMessage(query.error, t('common.loadFailed'))} onRetry={() => void query.refetch()} />;
  }
  const poster = coachPoster(t, kind, query.data);
  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('recruit.myPoster')}</h2>
        <p className={styles.note}>{t(kind === 'recruit-coach' ? 'recruit.myPosterHint' : 'recruit.studentHint')}</p>
      </section>
      {tabs}
      <PosterCanvas poster={poster} mode="image" fileName={`xueche-${kind}.jpg`} />
      <ShareButton
        share={{
          title: poster.content.title,
          desc: poster.content.slogan,
          link: poster.content.link,
          imgUrl: new URL('/static/share-icon.png', window.location.origin).toString(),
        }}
      />
      <nav className={styles.actions}>
        <Link className={styles.linkButton} to="/poster/coach-poster">
          {t('recruit.makePoster')}
        </Link>
        <Link className={styles.linkButton} to="/poster/coach-poster-list">
          {t('recruit.posters')}
        </Link>
        <Link className={styles.linkButton} to="/poster/coach-register-list">
          {t('recruit.registers')}
        </Link>
      </nav>
    </>
  );
}

/** The registration link keeps who invited (did), from which poster and for which field. */
function RegisterOffer({ open }: { open: boolean | undefined }) {
  const t = useT();
  const { search } = useLocation();
  const referrer = useSession((s) => s.hashId);
  const params = new URLSearchParams(search);
  const query = new URLSearchParams();
  const did = parseHashId(params.getAll('did')) ?? referrer;
  if (did) query.set('did', did);
  for (const key of ['field_id', 'poster_id']) {
    const value = params.get(key);
    if (value && /^\d+$/.test(value)) query.set(key, value);
  }
  if (open === false) return <p className={styles.notice}>{t('recruit.closed')}</p>;
  const rest = query.toString();
  return (
    <Link className={styles.linkSolid} to={`/coach-register${rest ? `?${rest}` : ''}`} data-testid="recruit-register">
      {t('recruit.register')}
    </Link>
  );
}
