import { z } from 'zod';
import {
  CourseInfo,
  Danmaku,
  LessonComment,
  LessonDetail,
  LessonItem,
  paged,
  RouteItem,
  VideoItem,
} from '../content-schemas';
import { get, post } from '../endpoint';
import { num, page } from '../exam-schemas';
import { id, SharePayload } from '../schemas';

/** The course of an exam field (the user's own when field_id is left out), chapter by chapter. */
export const lessonList = get('/v1/lesson/list', {
  auth: true,
  query: z.object({ field_id: id.optional() }),
  response: z.object({
    course: CourseInfo,
    chapters: z.array(z.object({ id: z.number().int(), title: z.string(), lessons: z.array(LessonItem) })),
  }),
});

export const lessonDetails = get('/v1/lesson/details', {
  auth: true,
  query: z.object({ id }),
  response: z.object({ lesson: LessonDetail, course: CourseInfo }),
});

/** The user's progress through a course's lessons. */
export const lessonData = get('/v1/lesson/data', {
  auth: true,
  query: z.object({ course_id: id.optional() }),
  response: z.object({
    watched: z.number().int(),
    total: z.number().int(),
    list: z.array(z.object({ lesson_id: z.number().int(), position_s: z.number(), updated_at: z.string() })),
  }),
});

/** Saves where the user is in a lesson's video (the player calls it every few seconds and on leaving). */
export const lessonProgress = post('/v1/lesson/progress', {
  auth: true,
  body: z.object({ lesson_id: id, position_s: z.coerce.number().min(0).max(86_400) }),
  response: z.object({ position_s: z.number() }),
});

export const shareLesson = get('/v1/lesson/share-lesson', {
  auth: true,
  query: z.object({ id }),
  response: SharePayload,
});

export const allRoads = get('/v1/lesson/all-roads', {
  auth: true,
  query: z.object({ field_id: id.optional() }),
  response: z.object({ field_id: z.number().int(), field_name: z.string(), list: z.array(RouteItem) }),
});

export const roadMap = get('/v1/lesson/road-map', {
  auth: true,
  query: z.object({ id }),
  response: RouteItem.extend({
    field_name: z.string(),
    /** [lng, lat] pairs (GCJ-02). */
    waypoints: z.array(z.tuple([z.number(), z.number()])),
  }),
});

/** Bullet comments of a lesson, by time. */
export const danmakuList = get('/v1/lesson/dm', {
  auth: true,
  query: z.object({ id }),
  response: z.object({ list: z.array(Danmaku) }),
});

export const danmakuAdd = post('/v1/lesson/dm', {
  auth: true,
  body: z.object({
    lesson_id: id,
    at_s: z.coerce.number().min(0).max(86_400),
    content: z.string().trim().min(1).max(40),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .default('#ffffff'),
  }),
  response: Danmaku,
});

export const lessonComments = get('/v1/lesson/comments', {
  auth: true,
  query: z.object({ id, page, num }),
  response: paged(LessonComment),
});

export const commentAdd = post('/v1/lesson/comment-add', {
  auth: true,
  body: z.object({ lesson_id: id, content: z.string().trim().min(2).max(300) }),
  response: LessonComment,
});

export const commentLike = post('/v1/lesson/comment-like', {
  auth: true,
  body: z.object({
    comment_id: id,
    on: z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]),
  }),
  response: z.object({ likes: z.number().int(), liked: z.boolean() }),
});

/** A student asks to join a field's offline class. */
export const classApply = post('/v1/lesson/apply', {
  auth: true,
  body: z.object({
    field_id: id,
    name: z.string().trim().min(2).max(20),
    phone: z.string().regex(/^1\d{10}$/),
    note: z.string().trim().max(200).default(''),
  }),
  response: z.object({ id: z.number().int(), status: z.enum(['pending', 'approved', 'rejected']) }),
});

/** Latest videos (lessons of the user's field course first). */
export const videosLatest = get('/v2/video/v', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(VideoItem),
});

export const videosTrending = get('/v2/video/trends', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(VideoItem),
});
