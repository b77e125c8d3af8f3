import type { FastifyRequest } from 'fastify';
import type { WechatApps } from './wechat/apps';
import type { CgiCredentials } from './wechat/cgi-credentials';
import type { IdentityStore } from './wechat/identities';
import type { OauthGrants } from './wechat/oauth-grants';

/** Everything the sandbox's routes share: one instance per registration of the plugin. */
export interface SandboxContext {
  /** The prefix the plugin is mounted at, e.g. `/sandbox` (empty at the root). */
  prefix: string;
  now: () => number;
  apps: WechatApps;
  identities: IdentityStore;
  oauth: OauthGrants;
  cgi: CgiCredentials;
  amapKey: string;
  /** Where people reach the sandbox from their browsers, when that differs from how callers reach it. */
  publicUrl?: string;
}

/**
 * The mounted sandbox's absolute URL (avatar links must be absolute, like WeChat's): the configured public
 * origin when there is one, since the API calls us over loopback and a phone cannot reach its 127.0.0.1;
 * otherwise as this request reached us.
 */
export function publicBase(request: FastifyRequest, ctx: Pick<SandboxContext, 'prefix' | 'publicUrl'>): string {
  const origin = ctx.publicUrl ? new URL(ctx.publicUrl).origin : `${request.protocol}://${request.host}`;
  return `${origin}${ctx.prefix}`;
}
