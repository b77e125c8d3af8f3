import type { LoginResult } from '@xueche/contract';
import { UpstreamError } from '../../adapters/http';
import { jsapiSignature, nonce, WechatError } from '../../adapters/wechat';
import type { Deps } from '../../deps';
import { AppError, upstream } from '../../platform/errors';
import { RedisUnavailable } from '../../platform/redis';
import { issueToken } from '../../platform/sessions';
import type { User } from '../../platform/user';
import { notifyCoach } from '../coach-notices';
import { bindReferrer } from '../commerce';
import { readSettings } from '../settings';
import { toUserInfo, upsertWechatUser, userByHashId } from '../user';

const toAppError = (error: unknown): never => {
  if (error instanceof WechatError) throw new AppError(401, 'code_invalid', {}, { errcode: error.errcode });
  if (error instanceof UpstreamError) throw upstream(error.service);
  throw error;
};

/** Web authorisation: code → WeChat identity → our user → a new session. A code works once (WeChat's rule). */
export async function loginWithCode(
  deps: Deps,
  input: { code: string; appId: string; did?: string },
): Promise<LoginResult> {
  const { wechat, config, db } = deps;
  if (input.appId !== wechat.appId) {
    throw new AppError(400, 'app_id_unknown', {}, { errors: { app_id: 'app_id_unknown' } });
  }
  const grant = await wechat.exchangeCode(input.code).catch(toAppError);
  const profile = grant.scope.includes('snsapi_userinfo')
    ? await wechat.profile(grant.access_token, grant.openid).catch(toAppError)
    : undefined;
  // The follow state is a nicety: WeChat being slow here must not block a login.
  const follows = await wechat.follows(grant.openid).catch(() => undefined);

  const sandboxCoach = config.wechat.mode === 'sandbox' && profile?.sandbox_user_type === 2;
  const user = await upsertWechatUser(db, {
    openid: grant.openid,
    unionid: grant.unionid,
    nickname: profile?.nickname,
    headimgurl: profile?.headimgurl,
    follows,
    userType: sandboxCoach ? 2 : 1,
    arrivedWith: input.did,
  });
  // An operator disabled the account: no new session until they enable it again.
  if (user.disabledAt) throw new AppError(403, 'account_disabled', { reason: user.disabledReason });
  // A student arriving by a coach's link is bound to that coach (the first binding stands).
  const coachId = await bindReferrer(db, user.id, input.did, 'login');
  if (coachId && user.userType === 1) void notifyCoach(deps, coachId, 'newStudent', user.nickname);
  const accessToken = await issueToken(db, user.id);
  const invite = await coachInvitation(deps, user, input.did);
  return { analysis: toUserInfo(user), access_token: accessToken, did: user.hashId, ...invite };
}

/** A student who arrives by a coach's link is invited to become a coach too, while registration is open. */
async function coachInvitation(
  deps: Deps,
  user: User,
  did?: string,
): Promise<Pick<LoginResult, 'is_reg_coach' | 'reg_img'>> {
  const none = { is_reg_coach: 0 as const, reg_img: [] };
  if (user.userType !== 1 || !did || did === user.hashId) return none;
  const s = await readSettings(deps.db, ['coach.reg_open', 'coach.reg_img']);
  if (!s['coach.reg_open'] || s['coach.reg_img'].length === 0) return none;
  const inviter = await userByHashId(deps.db, did);
  if (inviter?.userType !== 2) return none;
  return { is_reg_coach: 1, reg_img: s['coach.reg_img'].map((url) => ({ url })) };
}

export async function signPage(deps: Deps, url: string) {
  // Without Redis a process signs with the ticket it last saw, and fetches none of its own (platform/kv.ts).
  const ticket = await deps.wechat.jsapiTicket().catch((error: unknown) => {
    if (error instanceof WechatError || error instanceof UpstreamError || error instanceof RedisUnavailable) {
      throw upstream('微信');
    }
    throw error;
  });
  const nonceStr = nonce(16);
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    appId: deps.wechat.appId,
    nonceStr,
    timestamp,
    signature: jsapiSignature({ ticket, nonceStr, timestamp, url }),
  };
}
