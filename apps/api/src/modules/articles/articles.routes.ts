import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../platform/errors';
import { publicOrigin } from '../../platform/origin';
import { route } from '../../platform/route';
import { sharePayload } from '../../platform/share-payload';
import { fieldById } from '../fields';
import { noticeHistory } from '../notices';
import {
  activeBanners,
  articleCategoryList,
  articleDetails,
  articlePage,
  moreArticles,
  topicDetails,
  topicList,
  visitTopic,
} from './articles.service';
import { contentImageRoute } from './content-images';
import { demoDownloads } from './downloads';
import { eventById, helpList, helpOne } from './help.service';
import { fieldStatistics } from './statistics.service';

export function articleRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  route(app, db, e.articleList, async ({ query }) => {
    const [page, categories] = await Promise.all([
      articlePage(db, { page: query.page, num: query.num, categoryId: query.category_id }),
      articleCategoryList(db),
    ]);
    return { ...page, categories };
  });
  route(app, db, e.articleMore, async ({ query }) =>
    moreArticles(db, { page: query.page, num: query.num, id: query.id, categoryId: query.category_id }),
  );
  route(app, db, e.articleDetails, async ({ query, request }) => {
    const article = await articleDetails(db, query.id);
    const share = sharePayload(publicOrigin(deps.config, request), {
      path: `/news/detail_g/${article.id}`,
      did: query.did,
    });
    return { ...article, share: { ...share, title: article.title, desc: article.summary || share.desc } };
  });
  route(app, db, e.articleAdv, async () => ({ list: await activeBanners(db) }));
  route(app, db, e.articleHelp, async ({ query }) => helpList(db, query.audience, query.kind));
  route(app, db, e.articleHelpOne, async ({ query }) => helpOne(db, query.id));
  route(app, db, e.topicList, async () => ({ list: await topicList(db) }));
  route(app, db, e.topicDetails, async ({ query }) => topicDetails(db, query.id));
  route(app, db, e.topicVisit, async ({ query }) => visitTopic(db, query.id));
  route(app, db, e.fieldStatistics, async ({ user, query }) => {
    const fieldId = query.field_id ?? user.fieldId;
    if (!fieldId) throw new AppError(400, 'field_required', {}, { errors: { field_id: 'field_required' } });
    const field = await fieldById(db, fieldId);
    if (!field) throw notFound('field_not_found');
    return {
      field_id: field.field_id,
      field_name: field.field_name,
      subjects: await fieldStatistics(db, field.field_id),
    };
  });
  route(app, db, e.appDownload, async ({ query }) => {
    const page = demoDownloads.find((d) => d.key === query.key);
    if (!page) throw notFound();
    return page;
  });
  route(app, db, e.userEvent, async ({ query }) => eventById(db, query.id));
  route(app, db, e.noticeHistory, async ({ user, query }) => noticeHistory(db, user.id, query.page, query.num));
  contentImageRoute(app, deps.storage);
}
