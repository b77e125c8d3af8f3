import type { FastifyInstance } from 'fastify';
import { encryptAead } from './crypto';
import { fail, signedSend } from './reply';
import type { PayContext } from './routes';

/**
 * GET /v3/certificates: the platform certificates a merchant verifies WeChat Pay with, each encrypted
 * with the APIv3 key (AEAD_AES_256_GCM, associated_data "certificate"). A merchant on the WeChat Pay
 * public key has none, and WeChat answers 404.
 */
export function certificateRoutes(pay: FastifyInstance, ctx: PayContext): void {
  pay.get('/v3/certificates', async (_request, reply) => {
    if (ctx.signer.signsWith === 'public_key') {
      return fail(reply, ctx, 404, 'RESOURCE_NOT_EXISTS', '无可用的平台证书，请在商户平台-API安全申请使用微信支付公钥');
    }
    return signedSend(reply, ctx, 200, {
      data: ctx.signer.certificates().map((c) => ({
        serial_no: c.serial,
        effective_time: c.effectiveTime,
        expire_time: c.expireTime,
        encrypt_certificate: encryptAead(ctx.keys.apiV3Key, c.certificate, 'certificate'),
      })),
    });
  });

  // The sandbox's own control, not WeChat's: WeChat replaces its certificate now, and merchants must follow.
  pay.post('/platform-certificates/rotate', async () => {
    const next = await ctx.signer.rotate();
    return { serial_no: next.serial };
  });
}
