import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/client';
import type { Deps } from '../../deps';
import { route } from '../../platform/route';

export function systemRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, deps.db, e.health, async () => {
    await ping(deps.db);
    return { db: 'ok' as const, uptime_s: Math.round(process.uptime()) };
  });

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
