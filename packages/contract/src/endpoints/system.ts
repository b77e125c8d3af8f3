import { z } from 'zod';
import { get } from '../endpoint';

const Reachable = z.enum(['up', 'down']);

/**
 * Whether this process can serve: 200 while the database answers, 500 when it does not. Redis and the
 * bucket (STORAGE=s3) are listed when the install uses them; either down leaves it at 200, degraded
 * (docs/deploy.md, "When a service is unreachable").
 */
export const health = get('/healthz', {
  auth: false,
  response: z.object({
    db: z.literal('ok'),
    redis: Reachable.optional(),
    bucket: Reachable.optional(),
    uptime_s: z.number(),
  }),
});

/** Public settings the web app needs before anyone logs in. */
export const config = get('/config', {
  auth: false,
  response: z.object({
    app_id: z.string(),
    /** WeChat's web authorisation page (the sandbox's in sandbox mode). */
    authorize_url: z.string(),
    scope: z.enum(['snsapi_base', 'snsapi_userinfo']),
    /** WeChat's JS-SDK script (the sandbox's stand-in in sandbox mode). */
    jssdk_url: z.string(),
    mode: z.enum(['sandbox', 'live']),
    /** Where a person pays outside WeChat (the sandbox's cashier); null when only WeChat can take payment. */
    pay_cashier_url: z.string().nullable(),
    /** Where a person confirms a transfer to them outside WeChat (the sandbox's page); null when only WeChat can. */
    transfer_confirm_url: z.string().nullable(),
  }),
});
