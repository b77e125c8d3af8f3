import multipart from '@fastify/multipart';
import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { UPLOAD_MAX_BYTES } from '../certification';
import {
  auditView,
  editorArticle,
  editorArticlePage,
  publishArticle,
  saveArticle,
  unpublishArticle,
} from './article-editing.service';
import { allBanners, saveBanner } from './banner-editing.service';
import { storeContentImage } from './content-images';
import { saveCategory, saveTopic, taxonomy } from './taxonomy.service';

type Publication = Awaited<ReturnType<typeof publishArticle>>;

/** A change to an article's publication, audited with its state and publication time before and after. */
const publication = (id: number, change: (tx: Tx) => Promise<Publication>) => async (tx: Tx) => {
  const { before, after } = await change(tx);
  return {
    result: after,
    target: `article:${id}`,
    before: { state: before.state, published_at: before.published_at },
    after: { state: after.state, published_at: after.published_at },
  };
};

/** The console's content screens (content, admin): articles, categories, topics, banners and their images. */
export function articlesAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db, storage } = deps;

  adminRoute(api, db, e.adminArticles, async ({ query }) =>
    editorArticlePage(db, {
      q: query.q,
      categoryId: query.category_id,
      state: query.state,
      page: query.page,
      num: query.num,
    }),
  );
  adminRoute(api, db, e.adminArticle, async ({ query }) => editorArticle(db, query.id));

  adminRoute(api, db, e.adminArticleSave, async ({ body, audited }) =>
    audited(
      body.id ? 'article.edit' : 'article.create',
      async (tx) => {
        const { before, after } = await saveArticle(tx, body);
        return { result: after, target: `article:${after.id}`, before: auditView(before), after: auditView(after) };
      },
      body.id ? `article:${body.id}` : undefined,
    ),
  );

  adminRoute(api, db, e.adminArticlePublish, async ({ body, audited }) =>
    audited(
      body.at ? 'article.schedule' : 'article.publish',
      publication(body.id, (tx) => publishArticle(tx, body.id, body.at ? new Date(body.at) : undefined)),
      `article:${body.id}`,
    ),
  );

  adminRoute(api, db, e.adminArticleUnpublish, async ({ body, audited }) =>
    audited(
      'article.unpublish',
      publication(body.id, (tx) => unpublishArticle(tx, body.id)),
      `article:${body.id}`,
    ),
  );

  adminRoute(api, db, e.adminTaxonomy, async () => taxonomy(db));

  adminRoute(api, db, e.adminCategorySave, async ({ body, audited }) =>
    audited(body.id ? 'article.category.edit' : 'article.category.create', async (tx) => {
      const { before, after } = await saveCategory(tx, body);
      return { result: after, target: `article-category:${after.id}`, before, after };
    }),
  );

  adminRoute(api, db, e.adminTopicSave, async ({ body, audited }) =>
    audited(body.id ? 'article.topic.edit' : 'article.topic.create', async (tx) => {
      const { before, after } = await saveTopic(tx, body);
      return { result: after, target: `article-topic:${after.id}`, before, after };
    }),
  );

  adminRoute(api, db, e.adminBanners, async () => ({ list: await allBanners(db) }));

  adminRoute(api, db, e.adminBannerSave, async ({ body, audited }) =>
    audited(body.id ? 'banner.edit' : 'banner.create', async (tx) => {
      const { before, after } = await saveBanner(tx, body);
      return { result: after, target: `banner:${after.id}`, before, after };
    }),
  );

  // Multipart only for the upload, as in certification and the shuttle.
  api.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES } });
    adminRoute(uploads, db, e.adminContentImage, async ({ request, auditedAfter }) =>
      auditedAfter('content.image.upload', async () => {
        const { key, ...image } = await storeContentImage(request, storage);
        return { result: image, target: key, before: null, after: image };
      }),
    );
  });
}
