import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { payNotified } from './pay-notify.service';

/** Where WeChat Pay sends every notification (payments, refunds, transfers); the pay adapter names it. */
export const NOTIFY_PATH = '/pay/notify';

export function payNotifyRoutes(app: FastifyInstance, deps: Deps): void {
  // WeChat Pay's notifications: the signature covers the raw bytes, so this route keeps them.
  app.register(async (notify) => {
    notify.removeContentTypeParser('application/json');
    notify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    notify.post(NOTIFY_PATH, async (request, reply) => {
      const result = await payNotified(deps, request.headers, typeof request.body === 'string' ? request.body : '');
      // WeChat Pay's reply (docs/protocols.md#wechat-pay-notifications): 2xx accepts a notification, anything else
      // makes it send it again.
      if (result.outcome === 'accepted') return reply.code(204).send();
      if (result.outcome === 'unverified') {
        // Forged, a probe or stale: retried by WeChat if it was real; a forger learns nothing.
        request.log.warn({ reason: result.reason }, 'wechat pay notification not accepted');
        return reply.code(401).send({ code: 'FAIL', message: '签名校验失败' });
      }
      // WeChat's word does not match ours: a person must look.
      request.log.error({ reason: result.reason }, 'wechat pay notification not accepted');
      return reply.code(400).send({ code: 'FAIL', message: result.detail });
    });
  });
}
