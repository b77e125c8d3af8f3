import type { Panorama, SiteVideo, YardItem, YardLayout } from '@xueche/contract';
import { eq, isNull, or, sql } from 'drizzle-orm';
import { siteHdVideos } from '../../db/schema';
import type { YardItemDoc } from '../../db/schema/site-docs';
import type { Deps } from '../../deps';
import type { User } from '../../platform/user';
import { isFreeStation, type SiteContent, siteContentOf, siteFieldOf } from './site-field';
import { blurredImage, siteVideo } from './site-media';

type Store = Deps['storage'];

/** An item as the contract shows it, its video locked or not. */
async function itemView(store: Store, item: YardItemDoc, isBuy: boolean): Promise<YardItem> {
  return {
    key: item.key,
    name: item.name,
    order: item.order,
    x: item.x,
    y: item.y,
    heading: item.heading,
    dims: item.dims,
    points: item.points,
    fails: item.fails,
    deductions: item.deductions ?? [],
    time_limit_s: item.time_limit_s,
    video: await siteVideo(store, item.video, item.name, { free: item.order === 1, isBuy }),
  };
}

/** The stations; a locked one shows its blurred preview instead of the picture. */
async function panoramaViews(store: Store, content: SiteContent, isBuy: boolean): Promise<Panorama[]> {
  return Promise.all(
    content.panoramas.map(async (p, i) => {
      const locked = !isFreeStation(content, i) && !isBuy;
      return {
        key: p.key,
        name: p.name,
        item_key: p.item_key,
        image: locked ? await blurredImage(store, p.image) : p.image,
        yaw: p.yaw,
        locked,
        links: p.links,
        infos: p.infos,
      };
    }),
  );
}

async function interactiveCount(deps: Deps, fieldId: number): Promise<number> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(siteHdVideos)
    .where(or(eq(siteHdVideos.fieldId, fieldId), isNull(siteHdVideos.fieldId)));
  return row?.n ?? 0;
}

/** `v2/k2/info`: the items in exam order and how much there is to see. */
export async function k2Info(deps: Deps, user: User | null, fieldId?: number) {
  const field = await siteFieldOf(deps.db, user, fieldId);
  const content = await siteContentOf(deps.db, field.field_id);
  return {
    field,
    items: content.items.map((i) => ({ key: i.key, name: i.name, order: i.order })),
    panoramas: content.panoramas.length,
    videos: content.items.filter((i) => i.video).length,
    interactive: await interactiveCount(deps, field.field_id),
  };
}

/** `v2/k2/land`: the stations' panoramas (the tour starts at the first) and the items' videos in exam order. */
export async function k2Land(deps: Deps, user: User | null, fieldId?: number) {
  const field = await siteFieldOf(deps.db, user, fieldId);
  const content = await siteContentOf(deps.db, field.field_id);
  const isBuy = field.is_buy === 1;
  const [panoramas, items] = await Promise.all([
    panoramaViews(deps.storage, content, isBuy),
    Promise.all(content.items.map((item) => itemView(deps.storage, item, isBuy))),
  ]);
  const videos = items.flatMap((i) => (i.video ? [{ ...(i.video as SiteVideo), item_key: i.key }] : []));
  return { field, start: content.panoramas[0]?.key ?? null, panoramas, videos };
}

/** `v2/k2/five`: the items with their measurements, reference points and videos, in exam order. */
export async function k2Five(deps: Deps, user: User | null, fieldId?: number) {
  const field = await siteFieldOf(deps.db, user, fieldId);
  const content = await siteContentOf(deps.db, field.field_id);
  const items = await Promise.all(content.items.map((item) => itemView(deps.storage, item, field.is_buy === 1)));
  return { field, items };
}

/** `v2/k2/map-info`: the yard's plan with every item where it stands, in exam order. */
export async function k2MapInfo(deps: Deps, user: User | null, fieldId?: number): Promise<YardLayout> {
  const field = await siteFieldOf(deps.db, user, fieldId);
  const content = await siteContentOf(deps.db, field.field_id);
  const { yard } = content;
  return {
    field_id: field.field_id,
    field_name: field.field_name,
    vehicle: yard.vehicle,
    width: yard.width,
    depth: yard.depth,
    entrance: yard.entrance,
    items: await Promise.all(content.items.map((item) => itemView(deps.storage, item, field.is_buy === 1))),
  };
}
