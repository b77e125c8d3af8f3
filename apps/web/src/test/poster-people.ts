import { type SessionState, useSession } from '../lib/session';

/** The coach of the poster and share pages' tests, as the API describes them on a poster or a share card. */
export const coachCard = {
  did: 'C0ach123',
  name: '王建国',
  nickname: '老王',
  school: '东方驾校',
  portrait: '',
  certified: true,
  field_id: 5,
  field_name: '海淀上庄考场',
};

/** Logs in that coach (role 2) or a student (role 1, 小李), user 100023 of field 5; `more` adds to the session. */
export function logInAs(role: 1 | 2, more: Partial<SessionState> = {}) {
  useSession.setState({
    status: 2,
    token: 'tok',
    userDid: role === 2 ? 'C0ach123' : 'Stud0001',
    user: {
      id: 1,
      uid: '100023',
      nickname: role === 2 ? '老王' : '小李',
      head_portrait: '',
      user_type: role,
      field: 5,
      is_gzh: 0,
      lang: 'zh',
    },
    ...more,
  });
}
