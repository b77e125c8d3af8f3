import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';
import type { User } from '../../platform/user';
import { type SmsPurpose, sendCode } from './sms.service';

/** Codes nobody can use are not sent: phone verification is a coach's, registration a non-coach's. */
function checkPurpose(user: User, purpose: SmsPurpose): void {
  if (purpose === 'coach_verify' && user.userType !== 2) throw new AppError(403, 'sms_purpose_coach');
  if (purpose === 'coach_register' && user.userType === 2) throw new AppError(409, 'already_coach');
}

/** SMS verification codes (issue 6): three paths, one service with its limits. */
export function smsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const send = (user: User, body: { phone: string; purpose: SmsPurpose }, ip: string) => {
    checkPurpose(user, body.purpose);
    return sendCode(deps, { phone: body.phone, purpose: body.purpose, ip });
  };
  route(app, db, e.smsCodeSend, async ({ user, body, request }) => send(user, body, request.ip));
  route(app, db, e.coachSmsCode, async ({ user, body, request }) => send(user, body, request.ip));
  route(app, db, e.userSmsCode, async ({ user, body, request }) => send(user, body, request.ip));
}
