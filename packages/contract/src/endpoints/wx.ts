import { z } from 'zod';
import { get, post } from '../endpoint';
import { HashId, LoginResult, SharePayload } from '../schemas';

const code = z.string().trim().min(1).max(512);
const appId = z.string().trim().min(1).max(64);

/** Exchanges a WeChat authorisation code for a session. */
export const wxCd = get('/wx/cd', {
  auth: false,
  query: z.object({ code, app_id: appId, group: z.literal('wechat'), did: HashId }),
  response: LoginResult,
});

export const wxLogin = post('/wx/login', {
  auth: false,
  body: z.object({ code, app_id: appId, did: HashId }),
  response: LoginResult,
});

/** JS-SDK config for a page URL. */
export const wxSign = post('/wx/sign', {
  auth: false,
  body: z.object({ url: z.url({ protocol: /^https?$/ }).max(2048) }),
  response: z.object({ timestamp: z.number().int(), signature: z.string(), nonceStr: z.string(), appId: z.string() }),
});

/** What a page shares: title, description, link (with did and field_id) and image. */
export const wxShare = get('/wx/share', {
  auth: false,
  query: z.object({
    path: z.string().startsWith('/').max(512).default('/'),
    type: z.coerce.number().int().min(1).max(9).optional(),
    field_id: z.coerce.number().int().positive().optional(),
    did: HashId,
  }),
  response: SharePayload,
});
