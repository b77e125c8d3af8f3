import { createHash, randomBytes } from 'node:crypto';
import type { Kv } from '../platform/kv';
import { sharedValue } from '../platform/shared-value';
import { getJson } from './http';

/** WeChat answers HTTP 200 with {errcode, errmsg} on failure. */
export class WechatError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`wechat ${errcode}: ${errmsg}`);
  }
}

type Errorish = { errcode?: number; errmsg?: string };

export interface OauthToken {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  openid: string;
  scope: string;
  unionid?: string;
  is_snapshotuser?: number;
}

export interface WechatProfile {
  openid: string;
  nickname: string;
  sex: number;
  headimgurl: string;
  unionid?: string;
  /** Sandbox only: the role of the test identity, standing in for coach registration. */
  sandbox_user_type?: number;
}

export interface WechatOptions {
  appId: string;
  secret: string;
  /** sns/… and cgi-bin/… live under this base (api.weixin.qq.com, or the sandbox). */
  apiBase: () => string;
  kv: Kv;
}

/**
 * JS-SDK signature (docs/protocols.md#wechat-js-sdk): sorted lower-case keys, raw values, sha1 hex. The URL loses its
 * fragment.
 */
export function jsapiSignature(p: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const url = p.url.split('#')[0];
  const text = `jsapi_ticket=${p.ticket}&noncestr=${p.nonceStr}&timestamp=${p.timestamp}&url=${url}`;
  return createHash('sha1').update(text).digest('hex');
}

export function nonce(length = 16): string {
  return randomBytes(length).toString('base64url').slice(0, length);
}

/** The one WeChat adapter: the same code talks to api.weixin.qq.com and to the sandbox. */
export function wechatClient(opts: WechatOptions) {
  const call = async <T>(path: string, params: Record<string, string>): Promise<T> => {
    const url = `${opts.apiBase()}${path}?${new URLSearchParams(params)}`;
    const reply = await getJson<T & Errorish>('微信', url);
    if (reply.errcode) throw new WechatError(reply.errcode, reply.errmsg ?? '');
    return reply;
  };

  // Every cgi-bin/token call invalidates the previous token: the whole fleet shares one, fetched once.
  const token = sharedValue(opts.kv, `wechat:token:${opts.appId}`, async () => {
    const reply = await call<{ access_token: string; expires_in: number }>('/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: opts.appId,
      secret: opts.secret,
    });
    return { value: reply.access_token, ttlSeconds: Math.max(60, reply.expires_in - 300) };
  });

  /** Calls a cgi-bin API with the global token, fetching a new one once if WeChat says it is stale. */
  async function withGlobalToken<T>(path: string, params: Record<string, string>): Promise<T> {
    const used = await token.get();
    try {
      return await call<T>(path, { access_token: used, ...params });
    } catch (error) {
      if (!(error instanceof WechatError) || (error.errcode !== 40001 && error.errcode !== 42001)) throw error;
      await token.retire(used);
      return call<T>(path, { access_token: await token.get(), ...params });
    }
  }

  const ticket = sharedValue(opts.kv, `wechat:ticket:${opts.appId}`, async () => {
    const reply = await withGlobalToken<{ ticket: string; expires_in: number }>('/cgi-bin/ticket/getticket', {
      type: 'jsapi',
    });
    return { value: reply.ticket, ttlSeconds: Math.max(60, reply.expires_in - 10) };
  });

  return {
    appId: opts.appId,

    exchangeCode: (code: string) =>
      call<OauthToken>('/sns/oauth2/access_token', {
        appid: opts.appId,
        secret: opts.secret,
        code,
        grant_type: 'authorization_code',
      }),

    profile: (accessToken: string, openid: string) =>
      call<WechatProfile>('/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' }),

    async follows(openid: string): Promise<boolean> {
      const info = await withGlobalToken<{ subscribe: number }>('/cgi-bin/user/info', { openid, lang: 'zh_CN' });
      return info.subscribe === 1;
    },

    jsapiTicket: (): Promise<string> => ticket.get(),
  };
}

export type WechatClient = ReturnType<typeof wechatClient>;
