import { useQuery } from '@tanstack/react-query';
import styles from '../../components/account/account.module.css';
import { ProfileCard } from '../../components/account/profile-card';
import { RecordsCard } from '../../components/account/records-card';
import { SettingsCard } from '../../components/account/settings-card';
import { UnreadNoticesBadge } from '../../components/account/unread-notices-badge';
import { ErrorBoundary } from '../../components/error-boundary';
import { Link } from '../../components/link';
import { LinkList } from '../../components/link-list';
import { myCoachQuery } from '../../lib/queries';
import { read } from '../../lib/storage';
import { type MessageKey, useT } from './messages';
import { YardCard } from './yard-card';

interface Group {
  title: MessageKey;
  links: { to: string; label: MessageKey; notices?: true }[];
}

/**
 * The student's pages beyond the tabs and their records, grouped; the theory pages open on the subject last
 * chosen (keType). What they own (orders, bookings, trips, applications, results, wishes) is the records card's.
 */
function groups(subject: 1 | 4): Group[] {
  return [
    {
      title: 'links.study',
      links: [
        { to: `/ke/history?subject=${subject}`, label: 'links.history' },
        { to: `/ke/book?subject=${subject}`, label: 'links.book' },
        { to: '/atlas', label: 'links.atlas' },
      ],
    },
    {
      title: 'links.help',
      links: [
        { to: '/notice-history', label: 'links.notices', notices: true },
        { to: '/app-help-list', label: 'links.helpList' },
        { to: '/help-video-app', label: 'links.helpVideos' },
        { to: '/service', label: 'links.service' },
        { to: '/about', label: 'links.about' },
      ],
    },
  ];
}

/**
 * '/center': the student's profile, their coach, everything they own with its state (two taps to any one of
 * them), study pages, notices and help, field, language, logout.
 */
export default function CenterPage() {
  const t = useT();
  return (
    <ErrorBoundary message={t('common.pageError')}>
      <ProfileCard />
      <CoachCard />
      <RecordsCard side="student" />
      <YardCard />
      <LinkGroups />
      <SettingsCard />
    </ErrorBoundary>
  );
}

/** The coach the student is bound to and whether progress is shared; opens '/my-coach'. */
function CoachCard() {
  const t = useT();
  // Shared with '/my-coach', so a change of consent there shows here.
  const coach = useQuery(myCoachQuery());
  const value = coach.isPending
    ? t('coach.loading')
    : !coach.data
      ? coach.isError
        ? ''
        : t('coach.none')
      : `${coach.data.nickname} · ${t(coach.data.share_progress ? 'coach.sharing' : 'coach.notSharing')}`;
  return (
    <section className={styles.card}>
      <Link
        to="/my-coach"
        className={styles.row}
        data-testid="my-coach"
        style={{ color: 'inherit', textDecoration: 'none' }}
      >
        <span>{t('coach.title')}</span>
        <span className={styles.value}>{value} ›</span>
      </Link>
    </section>
  );
}

function LinkGroups() {
  const t = useT();
  const subject = read('keType') === 4 ? 4 : 1;
  return (
    <>
      {groups(subject).map((g) => (
        <nav key={g.title} className={styles.group} aria-label={t(g.title)}>
          <h2 className={styles.groupTitle}>{t(g.title)}</h2>
          <LinkList
            className={styles.links}
            linkClassName={styles.link}
            endClassName={styles.linkEnd}
            items={g.links.map((l) => ({
              to: l.to,
              label: <span>{t(l.label)}</span>,
              end: l.notices && <UnreadNoticesBadge />,
            }))}
          />
        </nav>
      ))}
    </>
  );
}
