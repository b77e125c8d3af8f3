import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { authorizeRoutes } from './authorize';
import { avatarRoutes } from './avatar-route';
import { cgiBinRoutes } from './cgi-bin';
import { jssdkRoutes } from './jssdk';
import { oauthRoutes } from './oauth';

/** Everything under `<prefix>/wechat/`. */
export function wechatRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  authorizeRoutes(app, ctx);
  oauthRoutes(app, ctx);
  cgiBinRoutes(app, ctx);
  avatarRoutes(app);
  jssdkRoutes(app, ctx);
}
