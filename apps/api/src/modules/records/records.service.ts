import type { Db } from '../../db/client';
import type { Lang } from '../../platform/messages';
import type { User } from '../../platform/user';
import { ordersSummary } from '../commerce';
import { lightIndex } from '../light';
import { pinSummary } from '../pin';
import { siteSummary } from '../site';
import { trainSummary } from '../train';
import { listWishes } from '../wish';

/**
 * `v1/user/records`: everything a person owns across the areas, each with its count and what waits on it, so
 * their centre can lead to every booking, trip, application, result, order, refund and wish with its state in
 * one more tap. Each area answers for its own tables.
 */
export async function myRecords(db: Db, user: User, lang: Lang) {
  const [orders, train, pin, site, light, wishes] = await Promise.all([
    ordersSummary(db, user.id),
    trainSummary(db, user),
    pinSummary(db, user.id),
    siteSummary(db, user),
    lightIndex(db, user.id, lang),
    listWishes(db, user.id, 'mine', 1, 1),
  ]);
  const { coach, ...asStudent } = train;
  return {
    orders,
    train: asStudent,
    train_coach: coach,
    pin: pin.seats,
    pin_trips: pin.trips,
    practice: site.practice,
    light: { exams: light.exams, passed: light.exams_passed, best: light.best_score },
    vr: site.vr,
    wishes: { total: wishes.total },
  };
}
