import { endpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { publicOrigin } from '../../platform/origin';
import { route } from '../../platform/route';
import { sendLessonFile } from './lesson-files';
import {
  lessonData,
  lessonDetails,
  lessonList,
  previewPlaylist,
  saveProgress,
  shareLesson,
  videoPage,
} from './lessons.service';
import { LESSON_FILES } from './media';
import { routeMap, routesOfField } from './routes.service';
import { addComment, addDanmaku, applyForClass, commentsOf, danmakuOf, likeComment } from './social.service';

export function lessonRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  route(app, db, e.lessonList, async ({ user, query }) => lessonList(db, user, query.field_id));
  route(app, db, e.lessonDetails, async ({ user, query }) => lessonDetails(db, user, query.id));
  route(app, db, e.lessonData, async ({ user, query }) => lessonData(db, user, query.course_id));
  route(app, db, e.lessonProgress, async ({ user, body }) =>
    saveProgress(db, user.id, body.lesson_id, body.position_s),
  );
  route(app, db, e.shareLesson, async ({ user, query, request }) =>
    shareLesson(db, user, query.id, publicOrigin(deps.config, request)),
  );
  route(app, db, e.allRoads, async ({ user, query }) => {
    const fieldId = query.field_id ?? user.fieldId;
    if (!fieldId) return { field_id: 0, field_name: '', list: [] };
    return routesOfField(db, fieldId);
  });
  route(app, db, e.roadMap, async ({ query }) => routeMap(db, query.id));
  route(app, db, e.danmakuList, async ({ user, query }) => danmakuOf(db, user.id, query.id));
  route(app, db, e.danmakuAdd, async ({ user, body }) =>
    addDanmaku(db, user.id, { lessonId: body.lesson_id, atS: body.at_s, content: body.content, color: body.color }),
  );
  route(app, db, e.lessonComments, async ({ user, query }) => commentsOf(db, user.id, query.id, query.page, query.num));
  route(app, db, e.commentAdd, async ({ user, body }) => addComment(db, user.id, body.lesson_id, body.content));
  route(app, db, e.commentLike, async ({ user, body }) => likeComment(db, user.id, body.comment_id, body.on));
  route(app, db, e.classApply, async ({ user, body }) =>
    applyForClass(db, user.id, { fieldId: body.field_id, name: body.name, phone: body.phone, note: body.note }),
  );
  route(app, db, e.videosLatest, async ({ user, query }) => videoPage(db, user, 'latest', query.page, query.num));
  route(app, db, e.videosTrending, async ({ user, query }) => videoPage(db, user, 'trending', query.page, query.num));

  // The preview of a locked lesson as an HLS playlist (the video element fetches it without a token:
  // it holds only what anyone may watch).
  app.get(
    '/v1/lesson/preview.m3u8',
    { schema: { querystring: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const { id } = request.query as { id: number };
      return reply
        .type('application/vnd.apple.mpegurl')
        .header('cache-control', 'public, max-age=300')
        .send(await previewPlaylist(db, deps.storage, id));
    },
  );

  // Lesson videos uploaded from the console and transcoded: public like the demo media (the paywall hands out
  // no URL of a locked lesson's full playlist rather than guarding its files).
  app.get(`${LESSON_FILES}*`, async (request, reply) =>
    sendLessonFile(reply, deps.storage, (request.params as { '*': string })['*']),
  );
}
