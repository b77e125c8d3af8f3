import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { type Lang, type MessageKey, message } from '../../platform/messages';
import type { User } from '../../platform/user';
import { readSettings } from '../settings';
import { hasBoughtStudy } from './first-purchase';

const DAY_MS = 24 * 3600 * 1000;

export type NewMemberReason = 'ok' | 'not_student' | 'off' | 'expired' | 'bought';

export interface NewMemberOffer {
  productId: number;
  title: string;
  kind: 'course' | 'vip' | 'bundle';
  /** What an order of the product is charged while the offer applies. */
  priceFen: number;
  listPriceFen: number;
  until: Date;
  days: number;
}

export interface NewMemberResult {
  reason: NewMemberReason;
  days: number;
  /** The offered product, applying or not (null when no offer is set up), so a page can say why it is not. */
  productId: number | null;
  /** Only when the offer applies (reason 'ok'). */
  offer: NewMemberOffer | null;
}

/**
 * The new-member rule: a student, within `new_member.days` of their first login (their account's
 * creation), who has never bought a course or VIP set (commerce's hasBoughtStudy), may buy the `new_member.product` at
 * `new_member.price_fen`. A setting that makes no sense (no such product, off sale, a price that is
 * not below the usual one) means no offer rather than a wrong one.
 */
export async function newMemberOffer(db: Db, user: User, now = new Date()): Promise<NewMemberResult> {
  const s = await readSettings(db, ['new_member.product', 'new_member.price_fen', 'new_member.days']);
  const days = s['new_member.days'];
  if (user.userType !== 1) return { reason: 'not_student', days, productId: null, offer: null };

  const slug = s['new_member.product'];
  const priceFen = s['new_member.price_fen'];
  const [product] = slug
    ? await db
        .select()
        .from(products)
        .where(and(eq(products.slug, slug), eq(products.active, true)))
    : [];
  const sensible =
    product &&
    Number.isInteger(priceFen) &&
    priceFen >= 1 &&
    priceFen < product.priceFen &&
    Number.isInteger(days) &&
    days >= 1;
  if (!sensible) return { reason: 'off', days, productId: null, offer: null };

  const until = new Date(user.createdAt.getTime() + days * DAY_MS);
  if (now >= until) return { reason: 'expired', days, productId: product.id, offer: null };
  if (await hasBoughtStudy(db, user.id)) return { reason: 'bought', days, productId: product.id, offer: null };

  return {
    reason: 'ok',
    days,
    productId: product.id,
    offer: {
      productId: product.id,
      title: product.title,
      kind: product.kind as NewMemberOffer['kind'],
      priceFen,
      listPriceFen: product.priceFen,
      until,
      days,
    },
  };
}

/** A product's price for the person: the offer's price for the offered product, the usual price otherwise. */
export function offeredPrice(offer: NewMemberOffer | null, product: { id: number; priceFen: number }): number {
  return offer && offer.productId === product.id ? offer.priceFen : product.priceFen;
}

const NOTES = {
  ok: 'new_member_ok',
  not_student: 'new_member_not_student',
  off: 'new_member_off',
  expired: 'new_member_expired',
  bought: 'new_member_bought',
} as const satisfies Record<NewMemberReason, MessageKey>;

/** The reply of v1/user/new-member: whether the offer applies, why (not) in the person's language, the offer. */
export function newMemberReply(result: NewMemberResult, lang: Lang) {
  const { offer } = result;
  return {
    applies: result.reason === 'ok',
    reason: result.reason,
    product_id: result.productId,
    note: message(NOTES[result.reason], lang, { days: String(result.days) }),
    offer: offer && {
      product_id: offer.productId,
      title: offer.title,
      kind: offer.kind,
      price: offer.priceFen,
      list_price: offer.listPriceFen,
      until: offer.until.toISOString(),
      days: offer.days,
    },
  };
}
