import { api } from '../../lib/api';
import { getSession } from '../../lib/session';
import { setWeChatShare } from '../../lib/wechat';

/** The query a page's share link asks for: its path, type 3 on coach pages, the field and the sharer's did. */
export function shareQuery(pathname: string, search: string, coachPage: boolean) {
  const query = new URLSearchParams(search);
  for (const key of ['code', 'state', 'access-token', 'did', 'field_id', 'type']) query.delete(key);
  const rest = query.toString();
  const session = getSession();
  const fieldId = session.field?.field_id ?? session.user?.field ?? undefined;
  return {
    path: `${pathname}${rest ? `?${rest}` : ''}`,
    type: coachPage ? 3 : undefined,
    field_id: fieldId ?? undefined,
    did: session.userDid,
  };
}

export async function setUpShare(pathname: string, search: string, coachPage: boolean): Promise<void> {
  const share = await api('GET /wx/share', { query: shareQuery(pathname, search, coachPage) });
  await setWeChatShare(share);
}
