import { z } from 'zod';
import { adminGet, adminPost } from '../../endpoint';
import { id } from '../../schemas';

/**
 * The console's other content (content, admin): the app's notices, the help centre's entries and campaign
 * pages. Notices and campaigns show within their time window, so publishing is setting it (an end now takes one
 * down); help entries show by audience and order. Bodies are rich text, sanitised as articles are.
 */

const EDITORS = ['content', 'admin'] as const;
const int = z.number().int();
const moment = z.iso.datetime({ offset: true });

// ── Notices (公告) ──

export const AdminNotice = z.object({
  id: int,
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** upcoming, live or ended, by the clock. */
  state: z.enum(['upcoming', 'live', 'ended']),
});

export const adminNotices = adminGet('/admin/content/notices', {
  operator: EDITORS,
  response: z.object({ list: z.array(AdminNotice) }),
});

export const adminNoticeSave = adminPost('/admin/content/notices/save', {
  operator: EDITORS,
  body: z.object({
    id: id.optional(),
    title: z.string().trim().min(1, '请填写标题').max(40),
    content: z.string().trim().min(1, '请填写内容').max(500),
    link: z
      .string()
      .trim()
      .max(500)
      .regex(/^(|\/\S*|https:\/\/\S+)$/, '链接须为站内路径（以 / 开头）或 https 地址')
      .default(''),
    starts_at: moment,
    ends_at: moment.nullable().default(null),
  }),
  response: AdminNotice,
});

// ── Help entries (帮助中心) ──

export const AdminHelpEntry = z.object({
  id: int,
  audience: z.enum(['student', 'coach']),
  kind: z.enum(['article', 'video']),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  media: z.string().nullable(),
  sort: int,
});

export const adminHelpEntries = adminGet('/admin/content/help', {
  operator: EDITORS,
  response: z.object({ list: z.array(AdminHelpEntry) }),
});

/** An article entry, or a video one naming its media folder (a lesson's video, made by the media screens). */
export const adminHelpEntrySave = adminPost('/admin/content/help/save', {
  operator: EDITORS,
  body: z.object({
    id: id.optional(),
    audience: z.enum(['student', 'coach']),
    kind: z.enum(['article', 'video']),
    title: z.string().trim().min(1, '请填写标题').max(60),
    summary: z.string().trim().max(200).default(''),
    body: z.string().max(100_000).default(''),
    media: z
      .string()
      .trim()
      .regex(/^[\w-]{1,80}$/, '视频目录只能包含字母、数字、- 和 _')
      .nullable()
      .default(null),
    sort: z.number().int().min(0).max(9999).default(0),
  }),
  response: AdminHelpEntry,
});

// ── Campaign pages ('/event') ──

export const AdminEvent = z.object({
  id: int,
  title: z.string(),
  body: z.string(),
  cover: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});

export const adminEvents = adminGet('/admin/content/events', {
  operator: EDITORS,
  response: z.object({ list: z.array(AdminEvent) }),
});

export const adminEventSave = adminPost('/admin/content/events/save', {
  operator: EDITORS,
  body: z.object({
    id: id.optional(),
    title: z.string().trim().min(1, '请填写标题').max(60),
    body: z.string().min(1, '请填写正文').max(200_000),
    cover: z
      .string()
      .trim()
      .regex(/^\/(static|api\/files)\/[\w./-]+$/, '请上传封面'),
    starts_at: moment,
    ends_at: moment,
  }),
  response: AdminEvent,
});
