import type { LightShareCard, SharePayload } from '@xueche/contract';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { lightAttempts } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { newHashId } from '../../platform/ids';
import { sharePayload } from '../../platform/share-payload';
import type { User } from '../../platform/user';
import { score } from './light-history.service';

interface CardRow extends Omit<LightShareCard, 'created_at'> {
  field_id: number;
  created_at: Date;
}

async function cardWhere(db: Db, where: SQL): Promise<(LightShareCard & { field_id: number }) | null> {
  const [row] = await rowsOf<CardRow>(
    db,
    sql`select a.share_code as code, u.nickname, f.name as field_name, a.field_id, a.mode, a.passed,
               ${score} as score, jsonb_array_length(a.items)::int as items_total,
               (select count(*) from jsonb_array_elements(a.items) i where (i->>'passed')::boolean)::int as items_passed,
               a.created_at
        from light_attempts a
        join users u on u.id = a.user_id
        left join exam_fields f on f.id = a.field_id
        where ${where}`,
  );
  return row
    ? { ...row, field_name: row.field_name ?? null, created_at: new Date(row.created_at).toISOString() }
    : null;
}

/**
 * The attempt's share code, given the first time it is shared and kept: the hash-id alphabet and length
 * of a user's `did` (about 70 bits), so a code says nothing of the attempt's number and cannot be guessed.
 */
async function codeOf(db: Db, userId: number, id: number): Promise<string> {
  const mine = and(eq(lightAttempts.id, id), eq(lightAttempts.userId, userId));
  const [row] = await db.select({ code: lightAttempts.shareCode }).from(lightAttempts).where(mine);
  if (!row) throw notFound('light_attempt_not_found');
  if (row.code) return row.code;
  // Two shares at once: the first code written stands, and both read it back.
  await db
    .update(lightAttempts)
    .set({ shareCode: newHashId() })
    .where(and(mine, isNull(lightAttempts.shareCode)));
  const [given] = await db.select({ code: lightAttempts.shareCode }).from(lightAttempts).where(mine);
  return given?.code as string;
}

function titleOf(card: LightShareCard): string {
  if (card.mode === 'exercise') return `我在练夜间灯光操作，${card.items_total}条指令做对了${card.items_passed}条`;
  return card.passed
    ? `我在夜间灯光模拟考试中拿到了${card.score}分，顺利通过！`
    : `夜间灯光模拟考试${card.score}分，我还在练，一起来`;
}

/**
 * GET v1/light/share: one of the student's own attempts as a card, and what the JS-SDK shares — a link to
 * '/light/share?code=…' carrying the sharer's did and the attempt's field, as every share link does.
 */
export async function shareAttempt(
  db: Db,
  user: User,
  id: number,
  origin: string,
): Promise<{ card: LightShareCard; share: SharePayload }> {
  const code = await codeOf(db, user.id, id);
  const found = await cardWhere(db, sql`a.share_code = ${code}`);
  if (!found) throw notFound('light_attempt_not_found');
  const { field_id, ...card } = found;
  const base = sharePayload(origin, {
    path: `/light/share?code=${encodeURIComponent(code)}`,
    did: user.hashId,
    field_id,
  });
  const desc = card.field_name ? `${card.field_name}：${base.desc}` : base.desc;
  return { card, share: { ...base, title: titleOf(card), desc } };
}

/** GET v1/light/card: a shared result, for whoever holds its link. */
export async function lightCard(db: Db, code: string): Promise<LightShareCard> {
  const found = await cardWhere(db, sql`a.share_code = ${code}`);
  if (!found) throw notFound('light_attempt_not_found');
  const { field_id: _field, ...card } = found;
  return card;
}
