import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { publicOrigin } from '../../platform/origin';
import { route } from '../../platform/route';
import { loginWithCode, sharePayload, signPage } from './wx.service';

export function wxRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  route(app, db, e.wxCd, ({ query }) => loginWithCode(deps, { code: query.code, appId: query.app_id, did: query.did }));
  route(app, db, e.wxLogin, ({ body }) => loginWithCode(deps, { code: body.code, appId: body.app_id, did: body.did }));
  route(app, db, e.wxSign, ({ body }) => signPage(deps, body.url));
  route(app, db, e.wxShare, async ({ query, request }) => sharePayload(publicOrigin(deps.config, request), query));
}
