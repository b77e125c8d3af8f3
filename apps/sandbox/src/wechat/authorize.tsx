import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../context';
import { filled, param } from '../lib/query';
import { sendPage } from '../pages/render';
import { AuthorizePage } from './authorize-page';
import { type AuthorizeParams, approvedRedirect, checkAuthorize, refusedRedirect } from './authorize-params';
import { ErrorPage } from './error-page';
import type { IdentityPatch, UserType } from './identities';

const openidPattern = /^[A-Za-z0-9_-]{1,64}$/;
const userTypeOf = (v: string | undefined): UserType | undefined => (v === '1' ? 1 : v === '2' ? 2 : undefined);

/** GET and POST `/wechat/connect/oauth2/authorize`: the consent page, its forms, and scripted approval. */
export function authorizeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const path = '/wechat/connect/oauth2/authorize';
  const action = `${ctx.prefix}${path}`;
  const avatarSrc = (name: string) => `${ctx.prefix}/wechat/avatar/${name}.svg`;

  const problem = (reply: FastifyReply, message: string, errcode?: number) =>
    sendPage(reply, <ErrorPage problem={{ message, errcode }} />, 400);

  const showPage = (reply: FastifyReply, params: AuthorizeParams, notice?: string) => {
    const known = ctx.apps.find(params.appid);
    if (!known) return problem(reply, 'appid 不存在', 40013);
    const page = (
      <AuthorizePage
        app={known}
        params={params}
        identities={ctx.identities.list()}
        action={action}
        avatarSrc={avatarSrc}
        notice={notice}
      />
    );
    return sendPage(reply, page, notice ? 400 : 200);
  };

  const approve = async (reply: FastifyReply, params: AuthorizeParams, openid: string) => {
    const code = ctx.oauth.issueCode(params.appid, openid, params.scope);
    return reply.redirect(approvedRedirect(params, code), 302);
  };

  app.get(path, async (request, reply) => {
    const check = checkAuthorize(request.query, ctx.apps);
    if (!check.ok) return problem(reply, check.problem.message, check.problem.errcode);
    const scriptedOpenid = param(request.query, 'sandbox_openid');
    if (scriptedOpenid === undefined) return showPage(reply, check.params);

    // Scripted approval: tests and tools log in without the page.
    if (!openidPattern.test(scriptedOpenid))
      return problem(reply, 'sandbox_openid 只能包含字母、数字、- 和 _（最长 64）');
    const patch: IdentityPatch = {};
    const type = param(request.query, 'sandbox_user_type');
    if (type !== undefined) {
      const userType = userTypeOf(type);
      if (!userType) return problem(reply, 'sandbox_user_type 只能是 1（学员）或 2（教练）');
      patch.userType = userType;
    }
    const subscribe = param(request.query, 'sandbox_subscribe');
    if (subscribe !== undefined) {
      if (subscribe !== '0' && subscribe !== '1') return problem(reply, 'sandbox_subscribe 只能是 0 或 1');
      patch.subscribe = subscribe === '1';
    }
    const nickname = filled(request.query, 'sandbox_nickname');
    if (nickname !== undefined) {
      if ([...nickname].length > 32) return problem(reply, 'sandbox_nickname 最长 32 个字');
      patch.nickname = nickname;
    }
    const identity = await ctx.identities.upsert(scriptedOpenid, patch);
    return approve(reply, check.params, identity.openid);
  });

  app.post(path, async (request, reply) => {
    const body = request.body;
    const check = checkAuthorize(body, ctx.apps);
    if (!check.ok) return problem(reply, check.problem.message, check.problem.errcode);
    const { params } = check;

    switch (param(body, 'action')) {
      case 'refuse':
        return reply.redirect(refusedRedirect(params), 302);
      case 'approve': {
        const openid = param(body, 'openid') ?? '';
        if (!ctx.identities.get(openid)) return showPage(reply, params, '这个测试身份不存在，请重新选择');
        return approve(reply, params, openid);
      }
      case 'create': {
        const nickname = filled(body, 'nickname');
        if (!nickname) return showPage(reply, params, '请填写昵称');
        if ([...nickname].length > 32) return showPage(reply, params, '昵称最长 32 个字');
        const identity = await ctx.identities.create({
          nickname,
          avatar: param(body, 'avatar'),
          userType: userTypeOf(param(body, 'user_type')) ?? 1,
          subscribe: param(body, 'subscribe') !== undefined,
        });
        return approve(reply, params, identity.openid);
      }
      default:
        return showPage(reply, params, '请选择一个测试身份，或新建一个');
    }
  });
}
