import { randomText } from '../lib/random';
import { WxError } from './errors';

export type Scope = 'snsapi_base' | 'snsapi_userinfo';

const CODE_TTL = 5 * 60_000;
const ACCESS_TTL = 7200_000;
const REFRESH_TTL = 30 * 24 * 3600_000;

interface Grant {
  appid: string;
  openid: string;
  scope: Scope;
  expiresAt: number;
}

export interface OauthTokenReply {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  openid: string;
  scope: Scope;
}

/** Web-authorisation state: codes (single-use, 5 minutes), user access tokens (2 h), refresh tokens (30 days). */
export class OauthGrants {
  private readonly codes = new Map<string, Grant>();
  /** Redeemed codes until they would have expired, so a second use reads as WeChat's "code been used". */
  private readonly usedCodes = new Map<string, number>();
  private readonly accessTokens = new Map<string, Grant>();
  private readonly refreshTokens = new Map<string, Grant>();

  constructor(private readonly now: () => number) {}

  issueCode(appid: string, openid: string, scope: Scope): string {
    this.prune();
    const code = randomText(32);
    this.codes.set(code, { appid, openid, scope, expiresAt: this.now() + CODE_TTL });
    return code;
  }

  /** A code redeemed before is 40163; unknown, expired or another app's code is 40029, as on WeChat. */
  redeemCode(appid: string, code: string): OauthTokenReply {
    if (this.usedCodes.has(code)) throw new WxError('codeUsed');
    const grant = this.codes.get(code);
    if (!grant || grant.appid !== appid || grant.expiresAt <= this.now()) throw new WxError('invalidCode');
    this.codes.delete(code);
    this.usedCodes.set(code, grant.expiresAt);
    const refreshToken = randomText(86);
    this.refreshTokens.set(refreshToken, { ...grant, expiresAt: this.now() + REFRESH_TTL });
    return this.issueAccess(grant, refreshToken);
  }

  refresh(appid: string, refreshToken: string): OauthTokenReply {
    const grant = this.refreshTokens.get(refreshToken);
    if (!grant || grant.appid !== appid) throw new WxError('invalidRefreshToken');
    if (grant.expiresAt <= this.now()) throw new WxError('refreshTokenExpired');
    return this.issueAccess(grant, refreshToken);
  }

  /** The grant behind a user access token, checked against the openid the caller names. */
  check(accessToken: string, openid: string): Grant {
    const grant = this.accessTokens.get(accessToken);
    if (!grant) throw new WxError('invalidCredential');
    if (grant.expiresAt <= this.now()) throw new WxError('accessTokenExpired');
    if (grant.openid !== openid) throw new WxError('invalidOpenid');
    return grant;
  }

  private issueAccess(grant: Grant, refreshToken: string): OauthTokenReply {
    const accessToken = randomText(110);
    this.accessTokens.set(accessToken, { ...grant, expiresAt: this.now() + ACCESS_TTL });
    return {
      access_token: accessToken,
      expires_in: ACCESS_TTL / 1000,
      refresh_token: refreshToken,
      openid: grant.openid,
      scope: grant.scope,
    };
  }

  /** Forget what can no longer answer anything but "invalid" (expired tokens keep saying "expired" for a day). */
  private prune(): void {
    const now = this.now();
    for (const [code, grant] of this.codes) if (grant.expiresAt <= now) this.codes.delete(code);
    for (const [code, expiresAt] of this.usedCodes) if (expiresAt <= now) this.usedCodes.delete(code);
    for (const map of [this.accessTokens, this.refreshTokens]) {
      for (const [token, grant] of map) if (grant.expiresAt + 86_400_000 <= now) map.delete(token);
    }
  }
}
