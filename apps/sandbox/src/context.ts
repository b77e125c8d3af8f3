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
}

/** The mounted sandbox's absolute URL as this request reached it (avatar links must be absolute, like WeChat's). */
export function publicBase(request: FastifyRequest, prefix: string): string {
  return `${request.protocol}://${request.host}${prefix}`;
}
