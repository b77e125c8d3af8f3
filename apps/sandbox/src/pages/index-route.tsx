import type { FastifyInstance } from 'fastify';
import { publicBase, type SandboxContext } from '../context';
import { param } from '../lib/query';
import { IndexPage } from './index-page';
import { sendPage } from './render';

/** `GET <prefix>/`: the sandbox's front page. */
export function indexRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/', async (request, reply) => {
    const base = publicBase(request, ctx);
    const first = ctx.apps.list()[0];
    const tryUrl = first
      ? `${ctx.prefix}/wechat/connect/oauth2/authorize?${new URLSearchParams({
          appid: first.appid,
          redirect_uri: `${base}/`,
          response_type: 'code',
          scope: 'snsapi_userinfo',
          state: 'try',
        })}#wechat_redirect`
      : null;
    const state = param(request.query, 'state');
    const received = state === undefined ? null : { code: param(request.query, 'code') ?? null, state };
    const page = (
      <IndexPage
        prefix={ctx.prefix}
        apps={ctx.apps.list()}
        identities={ctx.identities.list()}
        tryUrl={tryUrl}
        received={received}
      />
    );
    return sendPage(reply, page);
  });
}
