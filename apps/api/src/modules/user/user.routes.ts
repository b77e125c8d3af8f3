import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../platform/errors';
import { langOf } from '../../platform/messages';
import { route } from '../../platform/route';
import { revokeToken } from '../../platform/sessions';
import { newMemberOffer, newMemberReply } from '../commerce';
import { cityById, cityForPlace, fieldById, fieldsOfCity, isRetired, provincesWithCities } from '../fields';
import { liveNotices, markNoticeRead, noticeById, noticeBySlug } from '../notices';
import { readSettings } from '../settings';
import { unDidState } from './un-did.service';
import { setField, toUserInfo, updateProfile } from './user.service';

export function userRoutes(app: FastifyInstance, { db }: Deps): void {
  route(app, db, e.userBase, async ({ user }) => toUserInfo(user));

  route(app, db, e.userField, async ({ user }) => (user.fieldId ? fieldById(db, user.fieldId, user.id) : null));

  route(app, db, e.userLoc, async () => ({ provinces: await provincesWithCities(db) }));

  route(app, db, e.userTopInfo, async ({ user, query }) => {
    const city = await cityById(db, query.city_id);
    if (!city) throw notFound('city_not_found');
    return { city, fields: await fieldsOfCity(db, city.id, user.id) };
  });

  route(app, db, e.updateField, async ({ user, body }) => {
    const field = await fieldById(db, body.field_id, user.id);
    if (!field) throw new AppError(404, 'field_not_found', {}, { errors: { field_id: 'field_not_found' } });
    // A retired field stays with whoever has it; nobody else may pick it.
    if (field.field_id !== user.fieldId && (await isRetired(db, field.field_id))) {
      throw new AppError(409, 'field_retired', {}, { errors: { field_id: 'field_retired' } });
    }
    await setField(db, user.id, field.field_id);
    return { code: 1 as const, field };
  });

  route(app, db, e.upInfo, async ({ user, body }) => toUserInfo(await updateProfile(db, user.id, body)));

  route(app, db, e.userNotice, async ({ user, query }) => {
    const notice = await noticeById(db, query.id, user.id);
    if (!notice) throw notFound('notice_not_found');
    await markNoticeRead(db, user.id, notice.id);
    return notice;
  });

  route(app, db, e.noticeList, async () => ({ list: await liveNotices(db) }));

  route(app, db, e.userSwitch, async ({ user }) => {
    const s = await readSettings(db, ['gzh.on', 'gzh.name', 'gzh.qr', 'coach.reg_open', 'notice.current']);
    return {
      is_gzh: user.isGzh === 1 ? (1 as const) : (0 as const),
      is_reg: s['coach.reg_open'] ? (1 as const) : (0 as const),
      gzh: { on: s['gzh.on'] ? (1 as const) : (0 as const), name: s['gzh.name'], qr: s['gzh.qr'] },
      notice: await noticeBySlug(db, s['notice.current']),
    };
  });

  route(app, db, e.cityByLocation, async ({ body }) => {
    const city = await cityForPlace(db, body.province, body.city);
    if (!city) throw notFound('city_not_found');
    const fields = await fieldsOfCity(db, city.id);
    return {
      city: { id: city.id, title: city.title },
      fields: fields.map((f) => ({ id: f.field_id, name: f.field_name, tag: f.field_tag })),
    };
  });

  route(app, db, e.newMember, async ({ user, request }) =>
    newMemberReply(await newMemberOffer(db, user), langOf(request)),
  );

  route(app, db, e.unDid, async ({ user }) => unDidState(db, user));

  route(app, db, e.logout, async ({ request }) => {
    if (request.accessToken) await revokeToken(db, request.accessToken);
    return {};
  });
}
