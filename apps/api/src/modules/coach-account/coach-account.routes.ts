import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { route } from '../../platform/route';
import {
  bindCoach,
  bindPhone,
  isRegistered,
  lookupCoach,
  type RegisterInput,
  registerCoach,
  searchSchools,
  verifyCoachPhone,
} from './coach-account.service';

/** Coach registration, phone binding, binding to a coach and coach phone verification (issue 6). */
export function coachAccountRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const register = (body: {
    name: string;
    phone: string;
    code: string;
    school_id?: number;
    school_name?: string;
    did?: string;
    poster_id?: number;
  }): RegisterInput => ({
    name: body.name,
    phone: body.phone,
    code: body.code,
    schoolId: body.school_id,
    schoolName: body.school_name,
    did: body.did,
    posterId: body.poster_id,
  });
  route(app, db, e.regCoachV2, async ({ user, body }) => registerCoach(deps, user, register(body)));
  route(app, db, e.regCoachV1, async ({ user, body }) => registerCoach(deps, user, register(body)));
  route(app, db, e.coachIsReg, async ({ user }) => isRegistered(db, user));
  route(app, db, e.regSchoolSearch, async ({ query }) => searchSchools(db, query.keyword));

  route(app, db, e.regStudentPhone, async ({ user, body }) =>
    bindPhone(deps, user, { phone: body.phone, code: body.code, purpose: 'student_register', name: body.name }),
  );
  route(app, db, e.userUpPhone, async ({ user, body }) =>
    bindPhone(deps, user, { phone: body.phone, code: body.code, purpose: 'bind_phone' }),
  );

  route(app, db, e.userDidLookup, async ({ query }) => lookupCoach(db, { code: query.code, did: query.did }));
  route(app, db, e.userBindCoach, async ({ user, body }) => bindCoach(deps, user, { code: body.code, did: body.did }));
  route(app, db, e.coachPhoneVerify, async ({ user, body }) => verifyCoachPhone(deps, user, body));
}
