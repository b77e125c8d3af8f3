import type { PracticeApplication } from '@xueche/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteFields, sitePracticeApplications } from '../../db/schema';
import type { User } from '../../platform/user';
import { siteFieldOf } from './site-field';

/**
 * A person's exam-site area at a glance, for their centre: their practice applications (how many, and the
 * latest with its state) and whether their field's 3D/VR yard is open to them (the field's course bought,
 * or sold free: site-field's `is_buy`). No field chosen: no yard to speak of.
 */
export async function siteSummary(db: Db, user: User) {
  const [applications, vr] = await Promise.all([
    db
      .select({
        date: sitePracticeApplications.date,
        slot: sitePracticeApplications.slot,
        status: sitePracticeApplications.status,
      })
      .from(sitePracticeApplications)
      .where(eq(sitePracticeApplications.userId, user.id))
      .orderBy(desc(sitePracticeApplications.createdAt), desc(sitePracticeApplications.id))
      .limit(100),
    user.fieldId ? yardOf(db, user) : null,
  ]);
  const [latest] = applications;
  return {
    practice: {
      total: applications.length,
      latest: latest ? { ...latest, status: latest.status as PracticeApplication['status'] } : null,
    },
    vr,
  };
}

async function yardOf(db: Db, user: User) {
  const field = await siteFieldOf(db, user).catch(() => null);
  if (!field) return null;
  const [yard] = await db
    .select({ fieldId: siteFields.fieldId })
    .from(siteFields)
    .where(eq(siteFields.fieldId, field.field_id));
  return { field_name: field.field_name, has_yard: Boolean(yard), unlocked: field.is_buy === 1 };
}
