import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import styles from './account.module.css';
import { useT } from './messages';

/**
 * How many live notices the person has not opened: the notice history counts them, so one row of it is
 * enough. Asked again each time a centre opens (reading a notice lowers it). Kept here, off the first load.
 */
const unreadNoticesQuery = () =>
  queryOptions({
    queryKey: ['notice', 'unread'],
    queryFn: ({ signal }) =>
      api('GET /v1/user/notice-history', { query: { page: 1, num: 1 }, signal }).then((r) => r.unread),
    staleTime: 0,
  });

/** "3 条未读" beside a centre's link to '/notice-history'; nothing while there are none (or it failed). */
export function UnreadNoticesBadge() {
  const t = useT();
  const { data } = useQuery(unreadNoticesQuery());
  if (!data) return null;
  return (
    <span className={styles.badge} data-testid="unread-notices">
      {t('notices.unread', { n: data })}
    </span>
  );
}
