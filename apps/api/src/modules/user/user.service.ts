import type { Lang, UserInfo } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { newHashId, newUid } from '../../platform/ids';
import { forgetUser } from '../../platform/sessions';
import type { User } from '../../platform/user';

/** A phone number as people may see it: 138****0000. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}

export function toUserInfo(user: User): UserInfo {
  return {
    id: user.id,
    uid: user.uid,
    nickname: user.nickname,
    head_portrait: user.headPortrait,
    user_type: user.userType === 2 ? 2 : 1,
    field: user.fieldId,
    is_gzh: user.isGzh === 1 ? 1 : 0,
    lang: user.lang === 'en' ? 'en' : 'zh',
    ...(user.phone ? { phone: maskPhone(user.phone) } : {}),
  };
}

export async function userByHashId(db: Db, hashId: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.hashId, hashId)).limit(1);
  return row ?? null;
}

export async function userById(db: Db, id: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export interface WechatPerson {
  openid: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
  follows?: boolean;
  userType: 1 | 2;
  arrivedWith?: string;
}

/** The user behind an openid: created on first login; later logins refresh only the follow state. */
export async function upsertWechatUser(db: Db, person: WechatPerson): Promise<User> {
  const [existing] = await db.select().from(users).where(eq(users.openid, person.openid)).limit(1);
  if (existing) {
    if (person.follows === undefined || (person.follows ? 1 : 0) === existing.isGzh) return existing;
    const [updated] = await db
      .update(users)
      .set({ isGzh: person.follows ? 1 : 0, updatedAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning();
    await forgetUser(db, existing.id);
    return updated ?? existing;
  }
  // uid and hash id are random: on the rare collision, draw again.
  for (let attempt = 0; ; attempt++) {
    const uid = newUid();
    const [created] = await db
      .insert(users)
      .values({
        openid: person.openid,
        unionid: person.unionid ?? null,
        uid,
        hashId: newHashId(),
        nickname: person.nickname?.trim().slice(0, 20) || `学员${uid.slice(-4)}`,
        headPortrait: person.headimgurl ?? '',
        userType: person.userType,
        isGzh: person.follows ? 1 : 0,
        arrivedWith: person.arrivedWith ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // Another request created the same openid at the same moment: take that one.
    const [raced] = await db.select().from(users).where(eq(users.openid, person.openid)).limit(1);
    if (raced) return raced;
    if (attempt >= 5) throw new Error('could not allocate a user number');
  }
}

export async function updateProfile(
  db: Db,
  userId: number,
  patch: { nickname?: string; head_portrait?: string; lang?: Lang },
): Promise<User> {
  const [row] = await db
    .update(users)
    .set({
      ...(patch.nickname !== undefined ? { nickname: patch.nickname } : {}),
      ...(patch.head_portrait !== undefined ? { headPortrait: patch.head_portrait } : {}),
      ...(patch.lang !== undefined ? { lang: patch.lang } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished`);
  await forgetUser(db, userId);
  return row;
}

export async function setField(db: Db, userId: number, fieldId: number): Promise<void> {
  await db.update(users).set({ fieldId, updatedAt: new Date() }).where(eq(users.id, userId));
  await forgetUser(db, userId);
}
