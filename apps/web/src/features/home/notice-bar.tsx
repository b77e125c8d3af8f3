import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { switchQuery } from '../../lib/queries';
import { read, write } from '../../lib/storage';
import { NoticeView } from './notice-view';

/**
 * The current notice from the switch data. Until it arrives, the one the server gave last (home's first
 * screen shows that too), so a notice that has not changed does not push the page down when it comes.
 */
export function NoticeBar() {
  const { data } = useQuery(switchQuery());
  useEffect(() => {
    if (data) write('noticeData', data.notice);
  }, [data]);
  return <NoticeView notice={data ? data.notice : read('noticeData')} />;
}
