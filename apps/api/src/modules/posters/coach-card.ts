import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { coachProfiles, examFields, schools, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { User } from '../../platform/user';

/** What the posters area needs to know about where it is served. */
export interface Site {
  config: Config;
  /** The origin people reach the app at (links and same-origin checks). */
  origin: string;
}

/** Coach-only endpoints refuse students with a sentence saying why. */
export function requireCoach(user: User): void {
  if (user.userType !== 2) throw new AppError(403, 'coach_only');
}

/**
 * A share link: origin + path + did, then field_id when known, type=3 for coach pages and poster_id for
 * a saved poster (so a registration can name the poster it came from). The web app's builder
 * (features/posters/share-link.ts) makes the same links, in the same order.
 */
export function shareLink(
  origin: string,
  path: string,
  p: { did: string; fieldId?: number | null; coachPage?: boolean; posterId?: number },
): string {
  const link = new URL(path, origin);
  link.searchParams.set('did', p.did);
  if (p.fieldId) link.searchParams.set('field_id', String(p.fieldId));
  if (p.coachPage) link.searchParams.set('type', '3');
  if (p.posterId) link.searchParams.set('poster_id', String(p.posterId));
  return link.toString();
}

/** WeChat's avatar hosts: their images carry no CORS headers, so they reach the canvas through our proxy. */
export function isWechatAvatarHost(hostname: string): boolean {
  return /(^|\.)(qlogo\.cn|qpic\.cn)$/i.test(hostname);
}

export const PORTRAIT_PROXY = '/api/v1/poster/portrait';

/**
 * A portrait URL the browser may draw on a canvas and still export it: same-origin paths as they are,
 * WeChat's avatars through the proxy, anything else as it is (loaded with crossOrigin, a host without
 * CORS fails to load and the poster draws the name's first character instead of a tainted canvas).
 */
export function portraitUrl(site: Site, did: string, photo: string, headPortrait: string): string {
  const src = photo || headPortrait;
  if (!src) return '';
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  if (url.origin === site.origin) return `${url.pathname}${url.search}`;
  // The mounted sandbox names its avatars by the loopback address the API reached it at.
  if (site.config.mountSandbox && url.pathname.startsWith('/sandbox/wechat/avatar/')) return url.pathname;
  if (!photo && isWechatAvatarHost(url.hostname)) return `${PORTRAIT_PROXY}?did=${encodeURIComponent(did)}`;
  return url.toString();
}

type CardRow = {
  user: User;
  realName: string | null;
  photo: string | null;
  certStatus: string | null;
  school: string | null;
  fieldName: string | null;
};

function cardQuery(db: Db) {
  return db
    .select({
      user: users,
      realName: coachProfiles.realName,
      photo: coachProfiles.photo,
      certStatus: coachProfiles.certStatus,
      school: schools.name,
      fieldName: examFields.name,
    })
    .from(users)
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .leftJoin(schools, eq(schools.id, coachProfiles.schoolId))
    .leftJoin(examFields, eq(examFields.id, users.fieldId));
}

function toCard(site: Site, row: CardRow) {
  const { user } = row;
  return {
    did: user.hashId,
    name: row.realName || user.nickname,
    nickname: user.nickname,
    school: row.school ?? '',
    portrait: portraitUrl(site, user.hashId, row.photo ?? '', user.headPortrait),
    certified: row.certStatus === 'approved',
    field_id: user.fieldId,
    field_name: row.fieldName ?? '',
  };
}

export type CoachCard = ReturnType<typeof toCard>;

/** A coach's public data as their posters show it. */
export async function coachCard(db: Db, site: Site, userId: number): Promise<CoachCard & { code: string }> {
  const [row] = await cardQuery(db).where(eq(users.id, userId));
  if (!row) throw new AppError(404, 'not_found');
  return { ...toCard(site, row), code: row.user.uid };
}
