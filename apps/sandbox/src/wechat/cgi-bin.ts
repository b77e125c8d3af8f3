import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { filled } from '../lib/query';
import { WxError, wxApi } from './errors';

const ticketTypes = new Set(['jsapi', 'wx_card']);

/** The global-token APIs: `cgi-bin/token`, `cgi-bin/stable_token`, `cgi-bin/ticket/getticket`, `cgi-bin/user/info`. */
export function cgiBinRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/wechat/cgi-bin/token', (request, reply) =>
    wxApi(reply, () => {
      const q = request.query;
      if (filled(q, 'grant_type') !== 'client_credential') throw new WxError('invalidGrantType');
      const wechatApp = ctx.apps.authenticate(filled(q, 'appid'), filled(q, 'secret'));
      return ctx.cgi.issue(wechatApp.appid);
    }),
  );

  app.post('/wechat/cgi-bin/stable_token', (request, reply) =>
    wxApi(reply, () => {
      const body = request.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new WxError('dataFormatError');
      const b = body as Record<string, unknown>;
      const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
      if (b.grant_type !== 'client_credential') throw new WxError('invalidGrantType');
      const wechatApp = ctx.apps.authenticate(text(b.appid), text(b.secret));
      if (b.force_refresh !== undefined && typeof b.force_refresh !== 'boolean') throw new WxError('invalidArgs');
      return ctx.cgi.stable(wechatApp.appid, b.force_refresh === true);
    }),
  );

  app.get('/wechat/cgi-bin/ticket/getticket', (request, reply) =>
    wxApi(reply, () => {
      const appid = ctx.cgi.check(filled(request.query, 'access_token'));
      const type = filled(request.query, 'type') ?? 'jsapi';
      if (!ticketTypes.has(type)) throw new WxError('invalidArgs');
      return { errcode: 0, errmsg: 'ok', ...ctx.cgi.ticket(appid, type) };
    }),
  );

  app.get('/wechat/cgi-bin/user/info', (request, reply) =>
    wxApi(reply, () => {
      ctx.cgi.check(filled(request.query, 'access_token'));
      const openid = filled(request.query, 'openid');
      if (!openid) throw new WxError('openidMissing');
      const identity = ctx.identities.get(openid);
      if (!identity) throw new WxError('invalidOpenid');
      if (!identity.subscribe) return { subscribe: 0, openid };
      return {
        subscribe: 1,
        openid,
        language: 'zh_CN',
        subscribe_time: identity.subscribeTime,
        remark: '',
        groupid: 0,
        tagid_list: [],
        subscribe_scene: 'ADD_SCENE_QR_CODE',
        qr_scene: 0,
        qr_scene_str: '',
      };
    }),
  );

  // Sandbox control, not a WeChat API: how many global tokens an app has fetched so far.
  app.get('/wechat/tokens-issued', async (request) => {
    const appid = filled(request.query, 'appid') ?? '';
    return { appid, count: ctx.cgi.issued(appid) };
  });
}
