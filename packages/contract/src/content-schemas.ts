import { z } from 'zod';
import { Flag } from './schemas';

/** Lessons, exam routes, articles, help: shapes shared by those endpoints and the web app. */

export const LessonItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  duration_s: z.number().int(),
  free: Flag,
  /** Seconds a locked lesson plays before the purchase offer. */
  preview_s: z.number().int(),
  /** Not free and not bought: only the preview plays. */
  locked: z.boolean(),
  /** Where this user stopped watching, in seconds (0 when never watched). */
  progress_s: z.number(),
  views: z.number().int(),
});
export type LessonItem = z.infer<typeof LessonItem>;

export const CourseInfo = z.object({
  id: z.number().int(),
  title: z.string(),
  field_id: z.number().int(),
  field_name: z.string(),
  /** Price in fen. */
  price: z.number().int(),
  is_buy: Flag,
  lesson_count: z.number().int(),
  free_count: z.number().int(),
});
export type CourseInfo = z.infer<typeof CourseInfo>;

export const LessonDetail = LessonItem.extend({
  chapter_title: z.string(),
  /** The full video; null for a locked lesson. */
  mp4: z.string().nullable(),
  /** HLS playlist: the whole video, or for a locked lesson only the preview's segments. */
  hls: z.string(),
  comments: z.number().int(),
  prev_id: z.number().int().nullable(),
  next_id: z.number().int().nullable(),
});
export type LessonDetail = z.infer<typeof LessonDetail>;

export const Danmaku = z.object({
  id: z.number().int(),
  at_s: z.number(),
  content: z.string(),
  color: z.string(),
  mine: z.boolean(),
});
export type Danmaku = z.infer<typeof Danmaku>;

export const LessonComment = z.object({
  id: z.number().int(),
  content: z.string(),
  likes: z.number().int(),
  liked: z.boolean(),
  created_at: z.string(),
  user: z.object({ nickname: z.string(), head_portrait: z.string() }),
});
export type LessonComment = z.infer<typeof LessonComment>;

export const RouteItem = z.object({
  id: z.number().int(),
  name: z.string(),
  length_m: z.number().int(),
  stops: z.array(z.string()),
  map: z.string(),
  summary: z.string(),
});
export type RouteItem = z.infer<typeof RouteItem>;

export const VideoItem = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  duration_s: z.number().int(),
  free: Flag,
  views: z.number().int(),
  field_name: z.string(),
});
export type VideoItem = z.infer<typeof VideoItem>;

export const ArticleCategory = z.object({ id: z.number().int(), title: z.string() });
export type ArticleCategory = z.infer<typeof ArticleCategory>;

export const ArticleItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  author: z.string(),
  category: ArticleCategory,
  published_at: z.string(),
  reads: z.number().int(),
});
export type ArticleItem = z.infer<typeof ArticleItem>;

export const TopicItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  visits: z.number().int(),
  article_count: z.number().int(),
});
export type TopicItem = z.infer<typeof TopicItem>;

export const Banner = z.object({ id: z.number().int(), title: z.string(), image: z.string(), link: z.string() });
export type Banner = z.infer<typeof Banner>;

export const HelpItem = z.object({
  id: z.number().int(),
  kind: z.enum(['article', 'video']),
  title: z.string(),
  summary: z.string(),
  /** Videos: cover and length. */
  cover: z.string().nullable(),
  duration_s: z.number().int().nullable(),
});
export type HelpItem = z.infer<typeof HelpItem>;

/** A list page: `page` and `num` as asked, `total` across all pages, in a stable order. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), page: z.number().int(), num: z.number().int(), list: z.array(item) });

/** The documents '/about' links to: the privacy policy and the user terms. */
export const DocKey = z.enum(['privacy', 'terms']);
export type DocKey = z.infer<typeof DocKey>;
