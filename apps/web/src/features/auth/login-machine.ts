/** The login rules and their messages (docs/product.md#signing-in) (keys of the i18n dictionary). */
export type LoginErrorKey =
  | 'login.noAppId'
  | 'login.noRedirect'
  | 'login.noState'
  | 'login.wrongState'
  | 'login.noCode';

export class LoginError extends Error {
  readonly key: LoginErrorKey;
  constructor(key: LoginErrorKey) {
    super(key);
    this.name = 'LoginError';
    this.key = key;
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random OAuth state of a-zA-Z0-9 (WeChat allows at most 128 bytes). */
export function randomState(length = 24): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export interface AuthorizeParams {
  authorizeUrl: string;
  appId: string | undefined;
  redirectUri: string | undefined;
  scope: string;
  state: string;
}

/**
 * WeChat's authorisation address. The parameter order is fixed (WeChat matches the link as text)
 * and '#wechat_redirect' is required. A relative authorize URL (the sandbox's) is resolved on `origin`.
 */
export function buildAuthorizeUrl(p: AuthorizeParams, origin: string): string {
  if (!p.appId) throw new LoginError('login.noAppId');
  if (!p.redirectUri) throw new LoginError('login.noRedirect');
  const base = new URL(p.authorizeUrl, origin);
  return (
    `${base.origin}${base.pathname}?appid=${encodeURIComponent(p.appId)}` +
    `&redirect_uri=${encodeURIComponent(p.redirectUri)}&response_type=code` +
    `&scope=${encodeURIComponent(p.scope)}&state=${encodeURIComponent(p.state)}#wechat_redirect`
  );
}

/** Checks the return from WeChat: the saved state first, then the code (docs/product.md#errors-the-user-reads). */
export function readCode(search: string, savedState: string | undefined): string {
  const params = new URLSearchParams(search);
  if (!savedState) throw new LoginError('login.noState');
  if (params.get('state') !== savedState) throw new LoginError('login.wrongState');
  const code = params.get('code');
  if (!code) throw new LoginError('login.noCode');
  return code;
}
