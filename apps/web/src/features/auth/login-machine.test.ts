import { describe, expect, it } from 'vitest';
import { decide, withoutAuthParams } from './guard-rules';
import { buildAuthorizeUrl, LoginError, type LoginErrorKey, randomState, readCode } from './login-machine';
import en from './messages.en';

function failure(fn: () => unknown): LoginErrorKey | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof LoginError) return error.key;
    throw error;
  }
  return undefined;
}

describe('the return from WeChat', () => {
  it('needs a saved state', () => {
    expect(failure(() => readCode('?code=c&state=s', undefined))).toBe('login.noState');
  });

  it('needs the state to match', () => {
    expect(failure(() => readCode('?code=c&state=other', 'saved'))).toBe('login.wrongState');
    expect(failure(() => readCode('?code=c', 'saved'))).toBe('login.wrongState');
  });

  it('needs a code (a refusal returns the state only)', () => {
    expect(failure(() => readCode('?state=saved', 'saved'))).toBe('login.noCode');
  });

  it('gives the code when all is well', () => {
    expect(readCode('?code=abc&state=saved&did=x', 'saved')).toBe('abc');
  });

  it('says each failure in English exactly as the spec does', () => {
    expect(en['login.noState']).toBe("You did't set state");
    expect(en['login.wrongState']).toBe('Wrong state');
    expect(en['login.noCode']).toBe('Not get the code from wechat server!');
    expect(en['login.noAppId']).toBe('appid must not be null');
    expect(en['login.noRedirect']).toBe('redirect uri must not be null');
  });
});

describe('the authorisation address', () => {
  const base = {
    authorizeUrl: '/sandbox/wechat/connect/oauth2/authorize',
    appId: 'wx123',
    redirectUri: 'https://app.test/center?did=abcd1',
    scope: 'snsapi_userinfo',
    state: 'Abc123',
  };

  it("keeps WeChat's parameter order and the #wechat_redirect suffix", () => {
    expect(buildAuthorizeUrl(base, 'https://app.test')).toBe(
      'https://app.test/sandbox/wechat/connect/oauth2/authorize?appid=wx123' +
        '&redirect_uri=https%3A%2F%2Fapp.test%2Fcenter%3Fdid%3Dabcd1&response_type=code' +
        '&scope=snsapi_userinfo&state=Abc123#wechat_redirect',
    );
  });

  it('keeps an absolute authorisation page as it is', () => {
    const url = buildAuthorizeUrl(
      { ...base, authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize' },
      'https://app.test',
    );
    expect(url.startsWith('https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&')).toBe(true);
  });

  it('refuses without an app id or a redirect address', () => {
    expect(failure(() => buildAuthorizeUrl({ ...base, appId: '' }, 'https://app.test'))).toBe('login.noAppId');
    expect(failure(() => buildAuthorizeUrl({ ...base, redirectUri: undefined }, 'https://app.test'))).toBe(
      'login.noRedirect',
    );
  });

  it('uses a random state of a-zA-Z0-9', () => {
    const a = randomState();
    expect(a).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(randomState()).not.toBe(a);
  });

  it('strips code and state but keeps the rest', () => {
    expect(withoutAuthParams('https://app.test/x?code=1&did=abcd1&state=2#frag').href).toBe(
      'https://app.test/x?did=abcd1',
    );
  });
});

describe('the guard decision (states 0/1/2)', () => {
  const at = (status: 0 | 1 | 2, search = '', savedState?: string, whitelisted = false) =>
    decide({ status, search, savedState, whitelisted });

  it('passes at status 2', () => {
    expect(at(2)).toBe('pass');
    expect(at(2, '?code=x&state=y')).toBe('pass');
  });

  it('sends status 0 to WeChat unless the page is whitelisted', () => {
    expect(at(0)).toBe('authorize');
    expect(at(0, '', undefined, true)).toBe('pass');
  });

  it('completes the login at status 1 when there is something to check', () => {
    expect(at(1, '?code=x&state=y', 'y')).toBe('complete');
    expect(at(1, '?state=y', 'y')).toBe('complete');
    expect(at(1, '?code=x&state=y')).toBe('complete');
    expect(at(1, '', 'y')).toBe('complete');
  });

  it('treats an abandoned status 1 (nothing to check) as 0', () => {
    expect(at(1)).toBe('authorize');
    expect(at(1, '', undefined, true)).toBe('pass');
  });
});
