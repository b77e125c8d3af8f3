import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { ShareButton } from '../../components/share/share-button';
import { errorMessage } from '../../lib/api-error';
import { formatDuration } from '../../lib/format';
import { roleOf, useSession } from '../../lib/session';
import { usePageShare } from '../../lib/use-page-share';
import { useT } from './messages';
import { PosterCanvas } from './poster-canvas';
import type { DrawnPoster } from './poster-content';
import styles from './posters.module.css';
import { liHbQuery, lilunQuery } from './posters-api';
import { onOrigin, pageOrigin } from './share-link';

/**
 * '/lilun/poster': the theory poster. A coach shares the theory course of a subject (`?subject=1|4`;
 * not `type`, which share links use for coach pages) with their did; a student shares a mock-exam score
 * (`?id=` a paper of theirs, else the latest).
 */
export default function TheoryPosterPage() {
  const coach = roleOf(useSession()) === 'coach';
  return coach ? <CoachTheoryPoster /> : <ScorePoster />;
}

function CoachTheoryPoster() {
  const t = useT();
  const [params] = useSearchParams();
  const subject = params.get('subject') === '4' ? 4 : 1;
  const query = useQuery(lilunQuery(subject));
  const data = query.data;
  const share = useDrawnShare(data);

  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (!data || !share) {
    body = <Failed message={errorMessage(query.error, t('common.loadFailed'))} onRetry={() => void query.refetch()} />;
  } else {
    const poster: DrawnPoster = {
      content: {
        style: 'theory',
        brand: t('brand'),
        kicker: t('theory.kicker'),
        title: t('template.theory.title'),
        slogan: t('theory.rules', {
          questions: data.rules.questions,
          minutes: data.rules.minutes,
          pass: data.rules.pass_mark,
        }),
        name: data.coach.name,
        school: data.coach.school,
        badge: data.coach.certified ? t('badge.certified') : '',
        highlight: {
          value: String(data.questions),
          label: t('theory.questions', { subject: t(`theory.subject${subject}`) }),
        },
        features: [t('template.theory.f1'), t('template.theory.f2'), t('template.theory.f3')],
        link: share.link,
        qrTitle: t('qr.title'),
        qrHint: t('theory.hint'),
      },
      portrait: data.coach.portrait,
      cover: '',
    };
    body = (
      <>
        <PosterCanvas poster={poster} mode="image" fileName={`xueche-theory-${subject}.jpg`} />
        <ShareButton share={share} />
      </>
    );
  }
  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <h1 className={styles.srOnly}>{t('theory.title')}</h1>
      <nav className={styles.tabs}>
        {([1, 4] as const).map((s) => (
          <Link
            key={s}
            className={styles.tab}
            to={`?subject=${s}`}
            replace
            aria-current={s === subject ? 'page' : undefined}
            data-testid={`theory-subject-${s}`}
          >
            {t(`theory.subject${s}`)}
          </Link>
        ))}
      </nav>
      {body}
    </section>
  );
}

function ScorePoster() {
  const t = useT();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^[A-Za-z0-9]{16,32}$/.test(raw) ? raw : undefined;
  const query = useQuery(liHbQuery(id));
  const data = query.data;
  const share = useDrawnShare(data);

  if (query.isPending) return <Loading full />;
  if (!data || !share) {
    return (
      <Failed full message={errorMessage(query.error, t('common.loadFailed'))} onRetry={() => void query.refetch()} />
    );
  }
  const subjectName = t(`theory.subject${data.subject}`);
  const scored = data.score !== null;
  const poster: DrawnPoster = {
    content: {
      style: scored ? 'score' : 'theory',
      brand: t('brand'),
      kicker: scored ? t('theory.kickerScore') : t('theory.kicker'),
      title: data.title,
      slogan: data.desc,
      name: data.nickname,
      school:
        scored && data.time_used_s !== null
          ? `${data.passed ? t('theory.passed') : ''} ${formatDuration(data.time_used_s)}`.trim()
          : '',
      badge: '',
      highlight: scored
        ? { value: String(data.score), label: t('theory.scoreLabel', { subject: subjectName, total: data.total }) }
        : null,
      features: [t('template.theory.f1'), t('template.theory.f2'), t('template.theory.f3')],
      link: share.link,
      qrTitle: t('qr.title'),
      qrHint: t('theory.hint'),
    },
    portrait: data.portrait,
    cover: '',
  };
  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <h1 className={styles.srOnly}>{t('theory.title')}</h1>
      {!scored && (
        <p className={styles.note} data-testid="theory-no-score">
          {t('theory.noScore')} <Link to={`/site/ke${data.subject}`}>{t('theory.takeExam')}</Link>
        </p>
      )}
      <PosterCanvas poster={poster} mode="image" fileName="xueche-theory.jpg" />
      <ShareButton share={share} />
    </section>
  );
}

/** Shares this page with what the API wrote for it, its link on this page's origin. */
function useDrawnShare(data: { title: string; desc: string; link: string; imgUrl: string } | undefined) {
  const share = data && {
    title: data.title,
    desc: data.desc,
    link: onOrigin(data.link, pageOrigin()),
    imgUrl: data.imgUrl,
  };
  usePageShare(share);
  return share;
}
