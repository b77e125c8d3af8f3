import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { addRates } from '../../platform/money';
import { route } from '../../platform/route';
import { pointEntriesOf, pointRules, standingOf } from '../commerce';
import { readSettings } from '../settings';
import { requireCoach } from './access';
import { applicationsOf, applyTheory } from './applications.service';
import { commissionOrders, earningEntries, earningsOverview } from './earnings.service';
import { studentOf, studentsOf, subCoachCounts, subCoachesOf } from './students.service';
import { coachCenter, coachIndex, saveSmsSettings, smsSettingsOf } from './workspace.service';

/** The coach endpoints of the coach workspace (issue 6): every one is for coaches only, about the caller only. */
export function coachRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  route(app, db, e.coachIndex, async ({ user }) => coachIndex(db, requireCoach(user).id));
  route(app, db, e.coachCenter, async ({ user }) => coachCenter(db, requireCoach(user)));

  route(app, db, e.coachStudents, async ({ user, query }) =>
    studentsOf(db, requireCoach(user).id, query.page, query.num, query.q || undefined),
  );
  route(app, db, e.coachStudent, async ({ user, query }) => studentOf(db, requireCoach(user).id, query.id));
  route(app, db, e.coachSubCoaches, async ({ user, query }) =>
    subCoachesOf(db, requireCoach(user).id, query.page, query.num),
  );
  route(app, db, e.coachSubCount, async ({ user }) => subCoachCounts(db, requireCoach(user).id));

  route(app, db, e.coachBene, async ({ user, query }) =>
    earningEntries(db, requireCoach(user).id, query.page, query.num, query.level),
  );
  route(app, db, e.coachSubBene, async ({ user, query }) =>
    earningEntries(db, requireCoach(user).id, query.page, query.num, 2),
  );
  route(app, db, e.coachOrders, async ({ user, query }) =>
    commissionOrders(db, requireCoach(user).id, query.page, query.num),
  );
  route(app, db, e.coachEarnings, async ({ user, query }) => earningsOverview(db, requireCoach(user).id, query.days));

  route(app, db, e.coachUpLevel, async ({ user }) => {
    const coachId = requireCoach(user).id;
    const [standing, rules, rates] = await Promise.all([
      standingOf(db, coachId),
      pointRules(db),
      readSettings(db, ['commission.l1_bp']),
    ]);
    return {
      points: standing.points,
      level: standing.level,
      bonus_bp: standing.bonus_bp,
      l1_bp: addRates(rates['commission.l1_bp'], standing.bonus_bp),
      next: standing.next ? { ...standing.next, need: standing.next.points - standing.points } : null,
      levels: standing.levels,
      rules,
    };
  });
  route(app, db, e.coachPoints, async ({ user, query }) =>
    pointEntriesOf(db, requireCoach(user).id, query.page, query.num),
  );

  route(app, db, e.applyTheory, async ({ user, body }) =>
    applyTheory(db, requireCoach(user).id, {
      studentName: body.student_name,
      studentPhone: body.student_phone,
      subject: body.subject,
      fieldId: body.field_id,
      note: body.note,
    }),
  );
  route(app, db, e.applyList, async ({ user, query }) =>
    applicationsOf(db, requireCoach(user).id, query.kind, query.page, query.num),
  );

  route(app, db, e.coachSetting, async ({ user }) => smsSettingsOf(db, requireCoach(user).id));
  route(app, db, e.coachSettingSave, async ({ user, body }) => saveSmsSettings(db, requireCoach(user).id, body));
}
