import { filled, param } from '../lib/query';
import type { WechatApp, WechatApps } from './apps';
import type { Scope } from './oauth-grants';

export interface AuthorizeParams {
  appid: string;
  redirect_uri: string;
  response_type: 'code';
  scope: Scope;
  state: string;
}

/** What the authorise page shows instead of itself: WeChat's error code and a sentence. */
export interface AuthorizeProblem {
  errcode?: number;
  message: string;
}

export type AuthorizeCheck =
  | { ok: true; app: WechatApp; params: AuthorizeParams }
  | { ok: false; problem: AuthorizeProblem };

const fail = (errcode: number, message: string): AuthorizeCheck => ({ ok: false, problem: { errcode, message } });

const isScope = (v: string): v is Scope => v === 'snsapi_base' || v === 'snsapi_userinfo';

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Checks the authorise parameters in WeChat's order, with its documented codes where it has them
 * (10010–10013 empty scope/redirect_uri/appid/state, 10003 redirect_uri, 10005 scope). WeChat documents no code
 * for a wrong response_type, an unknown appid or an over-long state; the sandbox uses 10008, 40013 and 10013.
 */
export function checkAuthorize(source: unknown, apps: WechatApps): AuthorizeCheck {
  const appid = filled(source, 'appid');
  if (!appid) return fail(10012, 'appid 不能为空');
  const app = apps.find(appid);
  if (!app) return fail(40013, `appid 不存在：${appid}（invalid appid）`);
  const redirectUri = filled(source, 'redirect_uri');
  if (!redirectUri) return fail(10011, 'redirect_uri 不能为空');
  if (!isWebUrl(redirectUri)) return fail(10003, 'redirect_uri 参数错误：需要完整的 http(s) 地址');
  const scope = filled(source, 'scope');
  if (!scope) return fail(10010, 'scope 不能为空');
  if (!isScope(scope)) return fail(10005, `此公众号并没有这些 scope 的权限：${scope}`);
  if (param(source, 'response_type') !== 'code') return fail(10008, 'response_type 参数错误：只能是 code');
  const state = param(source, 'state') ?? '';
  if (Buffer.byteLength(state) > 128) return fail(10013, 'state 参数错误：最长 128 字节');
  return { ok: true, app, params: { appid, redirect_uri: redirectUri, response_type: 'code', scope, state } };
}

/** Appends parameters to a redirect_uri as WeChat does: its own query kept as written, before any fragment. */
export function redirectWith(uri: string, params: Record<string, string>): string {
  const hashAt = uri.indexOf('#');
  const base = hashAt === -1 ? uri : uri.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : uri.slice(hashAt);
  const query = Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${query}${hash}`;
}

/** Approval: `code` then `state`. Refusal: `state` only. */
export const approvedRedirect = (p: AuthorizeParams, code: string) =>
  redirectWith(p.redirect_uri, { code, state: p.state });
export const refusedRedirect = (p: AuthorizeParams) => redirectWith(p.redirect_uri, { state: p.state });
