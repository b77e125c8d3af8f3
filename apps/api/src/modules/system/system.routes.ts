import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import type { RedisLink } from '../../platform/redis';
import { route } from '../../platform/route';
import { healthCheck } from './health.service';

export function systemRoutes(app: FastifyInstance, deps: Deps, redis?: RedisLink): void {
  const health = healthCheck(deps, redis);
  route(app, deps.db, e.health, () => health());

  route(app, deps.db, e.config, async () => ({
    app_id: deps.config.wechat.appId,
    authorize_url: deps.config.wechat.authorizeUrl,
    scope: deps.config.wechat.scope,
    jssdk_url: deps.config.wechat.jssdkUrl,
    mode: deps.config.wechat.mode,
    pay_cashier_url: deps.config.wechatPay.cashierUrl ?? null,
    transfer_confirm_url: deps.config.wechatPay.transferConfirmUrl ?? null,
  }));
}
