import type { ExamField, LoginResult, UserInfo } from '@xueche/contract';
import { create } from 'zustand';
import { type LoginStatus, read, readLoginStatus, remove, write, writeLoginStatus } from './storage';

export interface SessionState {
  status: LoginStatus;
  token?: string;
  user?: UserInfo;
  /** The user's own hash id, put into links they share. */
  userDid?: string;
  /** The referrer's hash id from the link that brought them (`hash_id`). */
  hashId?: string;
  field?: ExamField;
}

/**
 * Session state (docs/product.md#session-and-what-the-phone-keeps) in one small store, written through to the storage
 * module.
 */
export const useSession = create<SessionState>(() => ({ status: 0 }));

/**
 * Reads the stored session at boot. A stored status of 0 or 1 (or an expired one) clears the stored
 * token and user (docs/product.md#signing-in): only status 2 means logged in.
 */
export function loadSession(): SessionState {
  const status = readLoginStatus();
  if (status !== 2 || !read('accessToken')) {
    remove('accessToken');
    remove('userInfo');
  }
  const token = read('accessToken');
  const state: SessionState = {
    status: status === 2 && !token ? 0 : status,
    token,
    user: read('userInfo'),
    userDid: read('userDid'),
    hashId: read('hashId'),
    field: read('fieldInfo'),
  };
  useSession.setState(state, true);
  return state;
}

export const getSession = () => useSession.getState();

export function isLoggedIn(state: SessionState = getSession()): boolean {
  return state.status === 2 && Boolean(state.token);
}

/** Without user info the user type is 1, a student (docs/product.md#who-uses-it). */
export function roleOf(state: SessionState = getSession()): 'student' | 'coach' {
  return state.user?.user_type === 2 ? 'coach' : 'student';
}

export function setLoginStatus(status: LoginStatus): void {
  writeLoginStatus(status);
  useSession.setState({ status });
}

export function setHashId(hashId: string): void {
  write('hashId', hashId);
  useSession.setState({ hashId });
}

/** Stores a successful login: token, user, the user's did, status 2 and the coach-invitation flag. */
export function storeLogin(result: LoginResult): void {
  write('accessToken', result.access_token);
  write('userInfo', result.analysis);
  write('userDid', result.did);
  writeLoginStatus(2);
  if (result.is_reg_coach === 1) {
    write('coachRegState', true);
    write('coachRegImgList', result.reg_img);
  } else {
    remove('coachRegState');
    remove('coachRegImgList');
  }
  // A field from another account must not leak into this one.
  const field = read('fieldInfo');
  const keepField = field && result.analysis.field === field.field_id ? field : undefined;
  if (!keepField) remove('fieldInfo');
  useSession.setState({
    status: 2,
    token: result.access_token,
    user: result.analysis,
    userDid: result.did,
    field: keepField,
  });
}

export function setUser(user: UserInfo): void {
  write('userInfo', user);
  useSession.setState({ user });
}

export function setField(field: ExamField): void {
  write('fieldInfo', field);
  const user = getSession().user;
  if (user && user.field !== field.field_id) setUser({ ...user, field: field.field_id });
  useSession.setState({ field });
}

/** Forgets the session on this device (the server side is revoked by the logout call or has expired). */
export function clearSession(): void {
  writeLoginStatus(0);
  remove('accessToken');
  remove('userInfo');
  remove('fieldInfo');
  useSession.setState({ status: 0, token: undefined, user: undefined, field: undefined });
}
