import type { LoginResult } from '@xueche/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, isLoggedIn, loadSession, roleOf, storeLogin } from './session';
import { read, write, writeLoginStatus } from './storage';

const login: LoginResult = {
  analysis: { id: 1, uid: 'u1', nickname: '小明', head_portrait: '', user_type: 2, field: null, is_gzh: 0, lang: 'zh' },
  access_token: 'tok',
  did: 'mine1234',
  is_reg_coach: 1,
  reg_img: [{ url: '/static/a.png' }],
};

describe('the session store', () => {
  beforeEach(() => localStorage.clear());

  it('clears a stored token and user unless the status is 2', () => {
    writeLoginStatus(1);
    write('accessToken', 'old');
    write('userInfo', login.analysis);
    const state = loadSession();
    expect(state.status).toBe(1);
    expect(state.token).toBeUndefined();
    expect(read('accessToken')).toBeUndefined();
    expect(read('userInfo')).toBeUndefined();
  });

  it('stores a login: token, user, did, status 2 and the coach invitation', () => {
    storeLogin(login);
    expect(read('accessToken')).toBe('tok');
    expect(read('userDid')).toBe('mine1234');
    expect(read('loginStatus')).toBe(2);
    expect(read('coachRegState')).toBe(true);
    expect(read('coachRegImgList')).toEqual([{ url: '/static/a.png' }]);
    const state = loadSession();
    expect(isLoggedIn(state)).toBe(true);
    expect(roleOf(state)).toBe('coach');
  });

  it('drops the invitation when the login carries none, and forgets everything on logout', () => {
    storeLogin(login);
    storeLogin({ ...login, is_reg_coach: 0, reg_img: [] });
    expect(read('coachRegState')).toBeUndefined();
    clearSession();
    expect(read('accessToken')).toBeUndefined();
    expect(loadSession().status).toBe(0);
    expect(roleOf(loadSession())).toBe('student');
  });
});
