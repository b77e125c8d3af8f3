import { Readable } from 'node:stream';
import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { AppError } from '../../platform/errors';
import { classApplicationsForReview, decideClassApplication, notifyClassDecision } from './class-applications.service';
import {
  courseDetail,
  lessonForConsole,
  listCourses,
  reorder,
  saveChapter,
  saveCourse,
  saveLesson,
  setRetired,
} from './course-admin.service';
import { addTranscode, requeueTranscode, sendTranscode, transcodeById } from './transcode.service';
import { receiveVideo } from './video-upload';

/**
 * The lessons area in the console: the review of students' offline-class applications (reviewer, admin), and
 * the courses with their lesson videos (content, admin).
 */
export function lessonsAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  adminRoute(api, db, e.adminClassApplications, async ({ query }) => ({
    list: await classApplicationsForReview(db, query.status),
  }));

  adminRoute(api, db, e.adminClassApplicationDecide, async ({ body, operator, audited }) => {
    const decided = await audited(
      'class.application.decide',
      async (tx) => {
        const { before, after } = await decideClassApplication(tx, { ...body, reviewer: operator.actor });
        return {
          result: after,
          target: `class-application:${body.id}`,
          before: { status: before.status, reason: before.reason },
          after: { status: after.status, reason: after.reason },
          detail: { user_id: after.user_id, decision: body.decision },
        };
      },
      `class-application:${body.id}`,
    );
    // After the commit: the job reads the decided row.
    await notifyClassDecision(deps, decided.id);
    return decided;
  });

  courseAdminRoutes(api, deps);
  lessonVideoRoutes(api, deps);
}

function courseAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  adminRoute(api, db, e.adminCourses, async () => listCourses(db));
  adminRoute(api, db, e.adminCourse, async ({ query }) => courseDetail(db, query.id));

  adminRoute(api, db, e.adminCourseSave, async ({ body, audited }) =>
    audited(
      body.id ? 'course.edit' : 'course.add',
      async (tx) => {
        const { before, after } = await saveCourse(tx, body);
        return { result: after, target: `course:${after.id}`, before, after };
      },
      body.id ? `course:${body.id}` : `field:${body.field_id}`,
    ),
  );

  adminRoute(api, db, e.adminChapterSave, async ({ body, audited }) =>
    audited(
      body.id ? 'course.chapter.edit' : 'course.chapter.add',
      async (tx) => {
        const { before, after } = await saveChapter(tx, body);
        return { result: after, target: `chapter:${after.id}`, before, after };
      },
      body.id ? `chapter:${body.id}` : `course:${body.course_id}`,
    ),
  );

  adminRoute(api, db, e.adminLessonSave, async ({ body, audited }) => {
    const id = await audited(
      body.id ? 'lesson.edit' : 'lesson.add',
      async (tx) => {
        const { id, before, after } = await saveLesson(tx, body);
        return { result: id, target: `lesson:${id}`, before, after };
      },
      body.id ? `lesson:${body.id}` : `chapter:${body.chapter_id}`,
    );
    return lessonForConsole(db, id);
  });

  adminRoute(api, db, e.adminCourseOrder, async ({ body, audited }) => {
    const target = `${body.kind === 'chapters' ? 'course' : 'chapter'}:${body.parent_id}`;
    return audited(
      `course.order.${body.kind}`,
      async (tx) => {
        const { before, after } = await reorder(tx, body);
        return { result: { ids: after }, target, before: { ids: before }, after: { ids: after } };
      },
      target,
    );
  });

  adminRoute(api, db, e.adminCourseRetire, async ({ body, audited }) =>
    audited(
      `${body.kind === 'chapter' ? 'course.chapter' : 'lesson'}.${body.retired ? 'retire' : 'restore'}`,
      async (tx) => {
        const { before, after } = await setRetired(tx, body);
        return { result: { id: body.id, retired: body.retired }, target: `${body.kind}:${body.id}`, before, after };
      },
      `${body.kind}:${body.id}`,
    ),
  );
}

function lessonVideoRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  // The upload's body is the MP4 itself, handed to the handler as a stream (only in this scope).
  api.register(async (uploads) => {
    uploads.addContentTypeParser(['application/octet-stream', 'video/mp4'], (_request, payload, done) =>
      done(null, payload),
    );
    adminRoute(uploads, db, e.adminLessonVideo, async ({ query, request, operator, auditedAfter }) => {
      const upload = request.body;
      const declared = Number(request.headers['content-length']);
      // What the audit log keeps of a refused upload: never the stream itself.
      request.body = { lesson_id: query.lesson_id, bytes: Number.isFinite(declared) ? declared : null };
      const target = `lesson:${query.lesson_id}`;
      const transcode = await auditedAfter(
        'lesson.video.upload',
        async () => {
          if (!(upload instanceof Readable)) {
            throw new AppError(400, 'lesson_video_missing', {}, { errors: { file: 'missing' } });
          }
          const lesson = await lessonForConsole(db, query.lesson_id);
          const video = await receiveVideo(deps, upload, Number.isFinite(declared) ? declared : undefined);
          const made = await addTranscode(db, lesson.id, video, operator.actor);
          return {
            result: made.transcode,
            target,
            before: {
              hls: lesson.hls,
              transcode: lesson.transcode && { id: lesson.transcode.id, status: lesson.transcode.status },
            },
            after: { transcode: { id: made.transcode.id, status: made.transcode.status }, source: video.sourceKey },
            detail: { size_bytes: video.sizeBytes },
          };
        },
        target,
      );
      await sendTranscode(deps, transcode.id);
      return { transcode };
    });
  });

  adminRoute(api, db, e.adminTranscode, async ({ query }) => ({ transcode: await transcodeById(db, query.id) }));

  adminRoute(api, db, e.adminTranscodeRetry, async ({ body, audited }) => {
    const transcode = await audited(
      'lesson.video.retry',
      async (tx) => {
        const { before, after } = await requeueTranscode(tx, body.id);
        return {
          result: after,
          target: `lesson:${after.lesson_id}`,
          before: { status: before.status, error: before.error },
          after: { status: after.status, error: after.error },
          detail: { transcode_id: body.id },
        };
      },
      `transcode:${body.id}`,
    );
    await sendTranscode(deps, transcode.id);
    return { transcode };
  });
}
