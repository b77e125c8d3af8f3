import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { publicOrigin } from '../../platform/origin';
import { loginLimit } from '../../platform/rate-limits';
import { route } from '../../platform/route';
import { sharePayload } from '../../platform/share-payload';
import { articleShareCard } from '../articles';
import { lessonShareCard } from '../lessons';
import { loginWithCode, signPage } from './wx.service';

export function wxRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const limited = { rateLimit: loginLimit(deps.config.loginRateLimit) };
  route(
    app,
    db,
    e.wxCd,
    ({ query }) => loginWithCode(deps, { code: query.code, appId: query.app_id, did: query.did }),
    limited,
  );
  route(
    app,
    db,
    e.wxLogin,
    ({ body }) => loginWithCode(deps, { code: body.code, appId: body.app_id, did: body.did }),
    limited,
  );
  route(app, db, e.wxSign, ({ body }) => signPage(deps, body.url));
  route(app, db, e.wxShare, async ({ query, request }) => {
    const origin = publicOrigin(deps.config, request);
    const share = sharePayload(origin, query);
    // An article or a lesson shares as itself: its title, summary and cover.
    const path = new URL(query.path, origin).pathname;
    const article = /^\/(?:news\/detail_g|coach-news|coach_g_news)\/(\d+)$/.exec(path);
    const lesson = /^\/(?:detail|video-info)\/(\d+)$/.exec(path);
    const card = article
      ? await articleShareCard(db, Number(article[1]))
      : lesson
        ? await lessonShareCard(db, Number(lesson[1]))
        : null;
    if (!card) return share;
    return {
      ...share,
      title: card.title,
      desc: card.desc || share.desc,
      imgUrl: new URL(card.image, origin).toString(),
    };
  });
}
