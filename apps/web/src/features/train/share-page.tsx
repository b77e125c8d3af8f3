import { useQuery } from '@tanstack/react-query';
import type { SharePayload } from '@xueche/contract';
import { useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { QueryPage } from '../../components/query-page';
import { ShareButton } from '../../components/share/share-button';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../lib/session';
import { usePageShare } from '../../lib/use-page-share';
import { Avatar, BadgeRow, RatingText } from './coach-card';
import { useT } from './messages';
import styles from './styles';
import { type CoachPage, coachQuery, isMemberId } from './train-api';
import { yuan } from './train-format';

/**
 * '/train/share?member_id=' (a coach's own without one): shares a coach's page. Inside WeChat the share
 * menu is set to the coach's page, the link carrying the sharer's did (JS-SDK share); elsewhere the
 * system's share sheet, or the link is copied.
 */
export default function SharePage() {
  const t = useT();
  const [params] = useSearchParams();
  const own = useSession((s) => s.userDid);
  const asked = params.get('member_id');
  const memberId = asked ? (isMemberId(asked) ? asked : null) : isMemberId(own) ? own : null;
  const coach = useQuery({ ...coachQuery(memberId ?? ''), enabled: memberId !== null });
  return (
    <QueryPage
      query={coach}
      named={memberId !== null}
      notFound={{ text: t('share.noCoach'), action: t('detail.others'), to: '/train/index' }}
      loadFailed={t('detail.loadFailed')}
    >
      {(data) => <ShareCoach coach={data} />}
    </QueryPage>
  );
}

function ShareCoach({ coach }: { coach: CoachPage }) {
  const t = useT();
  const did = useSession((s) => s.userDid);
  // The API words the link (path, the sharer's did, the picture); the title names this coach.
  const payload = useQuery({
    queryKey: ['train', 'share', coach.member_id, did],
    queryFn: ({ signal }) => api('GET /wx/share', { query: { path: `/train/detail/${coach.member_id}`, did }, signal }),
    staleTime: 5 * 60_000,
  });
  const share: SharePayload | undefined = payload.data && {
    ...payload.data,
    title: t('share.title', { name: coach.nickname, price: yuan(coach.price_fen) }),
    desc: coach.intro.slice(0, 60) || payload.data.desc,
    // WeChat shows only an absolute picture address.
    imgUrl: /^https?:\/\//.test(coach.head_portrait) ? coach.head_portrait : payload.data.imgUrl,
  };
  usePageShare(share);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('share.heading')}</h1>
      <section className={styles.shareCard} data-testid="share-card">
        <div className={styles.profileTop}>
          <Avatar src={coach.head_portrait} name={coach.nickname} large />
          <div className={styles.coachText}>
            <strong className={styles.profileName}>{coach.nickname}</strong>
            <BadgeRow badges={coach.badges} />
            <RatingText rating={coach.rating} reviews={coach.reviews} />
          </div>
        </div>
        <p className={styles.note}>
          {t('card.perHour', { price: yuan(coach.price_fen) })} ·{' '}
          {[coach.city, coach.district].filter(Boolean).join(' ')}
        </p>
        {coach.intro && <p className={styles.intro}>{coach.intro}</p>}
        {share && (
          <p className={styles.shareLinkText} data-testid="share-link-text">
            {share.link}
          </p>
        )}
      </section>
      {share ? (
        <ShareButton share={share} label={t('share.action')} />
      ) : payload.isError ? (
        <Failed message={errorMessage(payload.error, t('share.failed'))} onRetry={() => void payload.refetch()} />
      ) : (
        <Loading />
      )}
      <p className={styles.hint}>{t('share.hint')}</p>
    </div>
  );
}
