import type { endpoints } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { siteFields } from '../../db/schema';
import type { PanoramaDoc, YardDoc, YardItemDoc } from '../../db/schema/site-docs';
import { AppError, invalidField } from '../../platform/errors';
import type { User } from '../../platform/user';
import { fieldById } from '../fields';

export type SiteField = z.output<typeof endpoints.k2Info.response>['field'];

/**
 * The field a read is about and what the reader may see of it. `field_id` defaults to a signed-in
 * student's own field; without either it is a 400 naming `field_id`, as is a field that does not exist.
 * `is_buy` is the lessons' rule: the field's course is bought — or the field sells no course, and then
 * nothing here is paid. Without a sign-in nothing is bought.
 */
export async function siteFieldOf(db: Db, user: User | null, fieldId?: number): Promise<SiteField> {
  const id = fieldId ?? user?.fieldId ?? null;
  if (!id) throw invalidField('field_id', 'field_required');
  const field = await fieldById(db, id, user?.id ?? null);
  if (!field) throw invalidField('field_id', 'field_not_found');
  return {
    field_id: field.field_id,
    field_name: field.field_name,
    city_name: field.city_name,
    address: field.address,
    lng: field.lng,
    lat: field.lat,
    is_buy: field.lesson_id === null || field.is_buy === 1 ? 1 : 0,
    price: field.price,
    lesson_id: field.lesson_id,
  };
}

export interface SiteContent {
  yard: YardDoc;
  panoramas: PanoramaDoc[];
  /** The items in exam order. */
  items: YardItemDoc[];
}

/** The field's yard and panoramas; a field without them is a 404 with a sentence ("还没有上线 3D 考场"). */
export async function siteContentOf(db: Db, fieldId: number): Promise<SiteContent> {
  const [row] = await db
    .select({ yard: siteFields.yard, panoramas: siteFields.panoramas })
    .from(siteFields)
    .where(eq(siteFields.fieldId, fieldId));
  if (!row) throw new AppError(404, 'site_no_yard');
  return { ...row, items: [...row.yard.items].sort((a, b) => a.order - b.order) };
}

/**
 * What plays free without the course: the station a tour starts at (the entrance) and the first item in
 * exam order — its video and the stations that show it. The rest follows the field's course.
 */
export const freeItem = (content: SiteContent) => content.items[0]?.key ?? null;
export const isFreeStation = (content: SiteContent, index: number) =>
  index === 0 || (content.panoramas[index]?.item_key ?? null) === freeItem(content);
