import type { FastifyInstance } from 'fastify';
import { publicBase, type SandboxContext } from '../context';
import { filled } from '../lib/query';
import { avatarUrl } from './avatar';
import { WxError, wxApi } from './errors';

/** `sns/oauth2/access_token`, `sns/oauth2/refresh_token`, `sns/auth`, `sns/userinfo`. */
export function oauthRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/wechat/sns/oauth2/access_token', (request, reply) =>
    wxApi(reply, () => {
      const q = request.query;
      const wechatApp = ctx.apps.authenticate(filled(q, 'appid'), filled(q, 'secret'));
      const code = filled(q, 'code');
      if (!code) throw new WxError('codeMissing');
      if (filled(q, 'grant_type') !== 'authorization_code') throw new WxError('invalidGrantType');
      return ctx.oauth.redeemCode(wechatApp.appid, code);
    }),
  );

  app.get('/wechat/sns/oauth2/refresh_token', (request, reply) =>
    wxApi(reply, () => {
      const q = request.query;
      const wechatApp = ctx.apps.require(filled(q, 'appid'));
      if (filled(q, 'grant_type') !== 'refresh_token') throw new WxError('invalidGrantType');
      const refreshToken = filled(q, 'refresh_token');
      if (!refreshToken) throw new WxError('invalidRefreshToken');
      return ctx.oauth.refresh(wechatApp.appid, refreshToken);
    }),
  );

  /** The token and openid a caller names, checked; shared by sns/auth and sns/userinfo. */
  const grantFor = (q: unknown) => {
    const token = filled(q, 'access_token');
    if (!token) throw new WxError('accessTokenMissing');
    const openid = filled(q, 'openid');
    if (!openid) throw new WxError('openidMissing');
    return ctx.oauth.check(token, openid);
  };

  app.get('/wechat/sns/auth', (request, reply) =>
    wxApi(reply, () => {
      grantFor(request.query);
      return { errcode: 0, errmsg: 'ok' };
    }),
  );

  app.get('/wechat/sns/userinfo', (request, reply) =>
    wxApi(reply, () => {
      const grant = grantFor(request.query);
      if (grant.scope !== 'snsapi_userinfo') throw new WxError('apiUnauthorized');
      const identity = ctx.identities.get(grant.openid);
      if (!identity) throw new WxError('invalidOpenid');
      return {
        openid: identity.openid,
        nickname: identity.nickname,
        // WeChat stopped sending sex and region in 2021: 0 and empty.
        sex: 0,
        province: '',
        city: '',
        country: '',
        headimgurl: avatarUrl(publicBase(request, ctx), identity.avatar),
        privilege: [],
        /** Sandbox-only extension: the identity's role (1 student, 2 coach). */
        sandbox_user_type: identity.userType,
      };
    }),
  );
}
