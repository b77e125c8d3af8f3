import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitText } from './errors';
import { type Lang, type MessageKey, message, messageKeys, templateOf } from './messages';
import { describeIssue } from './validation-messages';

type Args = Record<string, string>;

/**
 * One template with arguments its call sites really pass. `args` is the same for both languages unless it
 * differs by language (an upload names its field in the reader's language). `data` names the arguments that are
 * data rather than our words (what a person typed, a number, a time): only they may be in another script.
 */
interface Case {
  /** A key (one another change is adding may not be in the catalogue yet: its case waits for it). */
  key: string;
  args: Args[] | Record<Lang, Args[]>;
  data?: string[];
}

const counts = (name: string, ...values: number[]) => values.map((v) => ({ [name]: String(v) }));
const each = (name: string, values: string[], rest: Args = {}) => values.map((v) => ({ ...rest, [name]: v }));
const waits = [45, 60, 61, 3600, 3700].map((s) => waitText(s));
/** What every area hands readImages to name its files: certification, the portrait, the console's content images, the shuttle's verification, coach-for-hire's photo and checks. */
const UPLOAD_FIELDS: Record<Lang, string[]> = {
  zh: ['身份证人像面', '身份证国徽面', '教练证', '头像', '图片', '驾驶证', '行驶证', '车辆照片（含车牌）', '照片'],
  en: [
    'ID card (photo side)',
    'ID card (emblem side)',
    'coaching licence',
    'portrait',
    'image',
    'driving licence',
    'vehicle licence',
    'photo of the car with its plate',
    'photo',
  ],
};
const upload = (rest: Args = {}) => ({
  zh: each('field', UPLOAD_FIELDS.zh, rest),
  en: each('field', UPLOAD_FIELDS.en, rest),
});
/** The statuses each refusal can meet (the tables' own codes). */
const REVIEWED = ['approved', 'rejected'];

const CASES: Case[] = [
  { key: 'bad_request', args: [{ fields: 'phone 应为文字，收到“1”' }], data: ['fields'] },
  { key: 'too_many_wait', args: waits },
  { key: 'login_too_many', args: waits },
  { key: 'upstream_error', args: each('service', ['微信', '短信服务', '高德地图']) },
  { key: 'field_name_taken', args: [{ name: '朝阳考场' }], data: ['name'] },
  { key: 'city_adcode_taken', args: [{ adcode: '110000' }] },
  {
    key: 'bank_too_small',
    args: [
      { need: '100', have: '1' },
      { need: '50', have: '37' },
    ],
  },
  { key: 'refund_too_much', args: counts('max', 0, 1, 12_345) },
  { key: 'refund_failed', args: [{ reason: '订单已全额退款' }], data: ['reason'] },
  { key: 'withdraw_too_small', args: [{ min: '1' }, { min: '0.5' }] },
  { key: 'withdraw_over_balance', args: [{ balance: '0' }, { balance: '123.45' }] },
  {
    key: 'withdrawal_not_reviewing',
    args: each('status', ['transferring', 'wait_user_confirm', 'success', 'failed', 'cancelled']),
  },
  { key: 'poster_limit', args: counts('max', 1, 50) },
  { key: 'import_invalid', args: counts('count', 1, 3) },
  { key: 'sms_code_wrong', args: counts('left', 1, 4) },
  { key: 'sms_limit_minute', args: waits },
  { key: 'sms_limit_hour', args: waits },
  { key: 'sms_limit_day', args: waits },
  { key: 'sms_limit_ip', args: waits },
  { key: 'sms_limit_provider', args: waits },
  { key: 'kt_already_applied', args: each('subject', ['一', '四']) },
  { key: 'upload_missing', args: upload() },
  { key: 'upload_bad_type', args: upload() },
  { key: 'upload_unreadable', args: upload() },
  { key: 'upload_too_large', args: upload() },
  {
    key: 'upload_too_many_pixels',
    args: upload({ size: '6000×8000', max_zh: '3200 万像素', max_en: '32 megapixels' }),
  },
  { key: 'upload_rate_limited', args: waits },
  { key: 'upload_too_small', args: upload({ min: '200' }) },
  { key: 'upload_unknown_field', args: [{ field: 'photo' }], data: ['field'] },
  { key: 'cert_not_pending', args: each('status', REVIEWED) },
  { key: 'school_exists', args: [{ city: '北京', name: '东方驾校' }], data: ['city', 'name'] },
  { key: 'new_member_ok', args: counts('days', 1, 7) },
  { key: 'new_member_expired', args: counts('days', 1, 7) },
  { key: 'wish_daily_limit', args: counts('max', 1, 3) },
  { key: 'pin_verify_rejected', args: [{ reason: '行驶证照片模糊' }], data: ['reason'] },
  { key: 'pin_depart_too_far', args: counts('days', 1, 30) },
  { key: 'pin_target_not_field', args: counts('km', 1, 3) },
  { key: 'pin_seats_short', args: counts('left', 0, 1, 2) },
  { key: 'pin_cancel_too_late', args: counts('minutes', 1, 120) },
  { key: 'pin_review_not_pending', args: each('status', ['none', ...REVIEWED]) },
  { key: 'pin_places_full', args: counts('max', 1, 20) },
  {
    key: 'train_weekly_order',
    args: [{ weekday_zh: '周一', weekday_en: 'Monday', from: '10', to: '8' }],
  },
  {
    key: 'train_weekly_overlap',
    args: [{ weekday_zh: '周一', weekday_en: 'Monday', first: '08:00–10:00', second: '09:00–11:00' }],
  },
  { key: 'train_photos_full', args: counts('max', 1, 9) },
  { key: 'train_photo_not_found', args: counts('n', 1, 3) },
  {
    key: 'train_check_approved',
    args: [
      { check_zh: '身份认证', check_en: 'identity check' },
      { check_zh: '车辆认证', check_en: 'car check' },
      { check_zh: '驾驶证认证', check_en: 'driving licence check' },
    ],
  },
  { key: 'train_check_not_pending', args: each('status', REVIEWED) },
  { key: 'practice_date_too_far', args: counts('days', 1, 7) },
  { key: 'practice_slot_unknown', args: [{ slot: '08:00-10:00' }] },
  { key: 'practice_slot_started', args: [{ slot: '08:00-10:00' }] },
  { key: 'practice_slot_full', args: [{ date: '2026-12-01', slot: '08:00-10:00' }] },
  { key: 'practice_already_applied', args: [{ date: '2026-12-01' }] },
  { key: 'practice_not_pending', args: each('status', [...REVIEWED, 'cancelled']) },
  // The exam site's parts are named as the command line sends them (file, video, cover, playlist, segment); its
  // problems are written in English (the import is the operators' command line).
  {
    key: 'site_upload_missing',
    args: each('field', ['file', 'video', 'cover', 'playlist', 'segment']),
    data: ['field'],
  },
  {
    key: 'site_upload_bad',
    args: [{ field: 'cover', problem: 'the image is damaged or cannot be read' }],
    data: ['field', 'problem'],
  },
  {
    key: 'site_upload_too_large',
    args: [
      { field: 'file', mb: '20' },
      { field: 'video', mb: '60' },
    ],
    data: ['field'],
  },
  { key: 'wrong_host', args: [{ origin: 'https://xueche.example.com' }], data: ['origin'] },
  { key: 'qr_too_many', args: waits },
  { key: 'admin_locked', args: waits },
  {
    key: 'admin_role_needed',
    args: [
      { roles_zh: '管理员', roles_en: 'admin' },
      { roles_zh: '财务、管理员', roles_en: 'finance, admin' },
    ],
  },
  { key: 'operator_exists', args: [{ username: 'wang' }], data: ['username'] },
  { key: 'application_not_pending', args: each('status', REVIEWED) },
  { key: 'theory_student_unknown', args: [{ phone: '13800138000' }] },
  { key: 'account_disabled', args: [{ reason: '多次发布广告' }], data: ['reason'] },
  { key: 'admin_refund_too_much', args: [{ max: '0.00' }, { max: '12.34' }] },
  { key: 'train_start_too_far', args: counts('days', 1, 14) },
  { key: 'train_outside_hours', args: [{ when: '12月1日 周二 08:00' }], data: ['when'] },
  {
    key: 'train_not_cancellable',
    args: [
      { status: '已完成', status_en: 'done' },
      { status: '已取消', status_en: 'cancelled' },
      { status: '已失效', status_en: 'expired' },
    ],
  },
  {
    key: 'train_done_not_paid',
    args: [
      { status: '尚未支付', status_en: 'unpaid' },
      { status: '已取消', status_en: 'cancelled' },
    ],
  },
  { key: 'train_done_too_early', args: [{ end: '12月1日 周二 10:00' }], data: ['end'] },
  { key: 'practice_cancel_started', args: [{ date: '2026-12-03', slot: '08:00-10:00' }], data: ['date', 'slot'] },
  { key: 'lesson_video_too_large', args: counts('mb', 300) },
  { key: 'lesson_video_too_many_pixels', args: [{ size: '7680×4320' }] },
  { key: 'transcode_not_failed', args: each('status', ['queued', 'running', 'ready']) },
  { key: 'order_mismatch', args: each('scope', ['课程', '章节']) },
  { key: 'question_edit_invalid', args: [{ problems: '答案须为选项之一' }], data: ['problems'] },
  { key: 'error_report_closed', args: each('status', ['fixed', 'dismissed']) },
  { key: 'setting_unknown', args: [{ key: 'exam.pass_score' }], data: ['key'] },
  // Settings are the console's, which is Chinese only: their names and problems are written in Chinese.
  { key: 'setting_invalid', args: [{ label: '及格分', problem: '不能大于 100' }], data: ['label', 'problem'] },
  { key: 'product_slug_taken', args: [{ slug: 'vip-k1' }], data: ['slug'] },
  { key: 'category_exists', args: [{ title: '考试技巧' }], data: ['title'] },
];

const argsFor = (c: Case, lang: Lang): Args[] => (Array.isArray(c.args) ? c.args : c.args[lang]);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1] as string);

/** What a rendered sentence must not do, each with its reason. */
function problemsOf(c: Case & { key: MessageKey }, lang: Lang, args: Args): string[] {
  const text = message(c.key, lang, args);
  const found: string[] = [];
  for (const name of placeholders(templateOf(c.key, lang))) {
    if (!(name in args)) found.push(`no argument for {${name}}`);
  }
  // Data may be in any script; our own words and the template's may not be in the other language's.
  let ours = text;
  for (const name of c.data ?? []) if (args[name]) ours = ours.replaceAll(args[name] as string, '');
  const asides = (s: string) => s.replace(/（[^）]*）|\([^)]*\)/g, '');
  if (lang === 'zh') {
    // 图片图片, 照片图片, 车辆照片（含车牌）照片: a noun said twice.
    if (/([\u4e00-\u9fff]{2,})\1/.test(ours) || /(图片|照片|文件|视频)(图片|照片|文件|视频)/.test(asides(ours))) {
      found.push('a noun twice');
    }
    const template = templateOf(c.key, lang);
    const foreign = (ours.match(/[A-Za-z_]{3,}/g) ?? []).filter((w) => !template.includes(w));
    if (foreign.length) found.push(`English words in Chinese: ${foreign.join(', ')}`);
  } else {
    if (/\b(\w+)\s+\1\b/i.test(ours) || /\b(image|photo|file|video)\b\W+(?:\w+\W+){0,3}\1\b/i.test(ours)) {
      found.push('a noun twice');
    }
    if (/[\u4e00-\u9fff]/.test(ours)) found.push('Chinese words in English');
    if (/(?<![\w.])1 (?!MB\b|km\b)[a-z]+s\b/.test(ours)) found.push('a plural after 1');
  }
  // Money says its unit once, and fen are whole.
  if (/¥\s*[\d.]+\s*(元|分|yuan|fen)/.test(text)) found.push('¥ and a unit');
  if (/\d\.\d+\s*(分|fen)/.test(text)) found.push('a fraction of a fen');
  return found;
}

describe('the message catalogue', () => {
  it('has real arguments here for every template that takes any', () => {
    const listed = new Set(CASES.map((c) => c.key));
    const missing = messageKeys().filter(
      (key) => placeholders(templateOf(key, 'zh')).length + placeholders(templateOf(key, 'en')).length > 0,
    );
    expect(missing.filter((key) => !listed.has(key))).toEqual([]);
  });

  const inCatalogue = (c: Case): c is Case & { key: MessageKey } => (messageKeys() as string[]).includes(c.key);
  it.each(CASES.filter(inCatalogue).map((c) => [c.key, c] as const))(
    '%s reads right in both languages with its real arguments',
    (_, c) => {
      const found: string[] = [];
      for (const lang of ['zh', 'en'] as const) {
        for (const args of argsFor(c, lang)) {
          for (const problem of problemsOf(c, lang, args))
            found.push(`${lang} “${message(c.key, lang, args)}”: ${problem}`);
        }
      }
      expect(found).toEqual([]);
    },
  );

  it('names a count in English as one or many', () => {
    expect(message('sms_code_wrong', 'en', { left: '1' })).toBe('Wrong code; 1 try left');
    expect(message('sms_code_wrong', 'en', { left: '3' })).toBe('Wrong code; 3 tries left');
    expect(message('sms_code_wrong', 'zh', { left: '1' })).toBe('验证码不正确，还可以再试 1 次');
  });
});

describe('validation sentences', () => {
  const issue = (origin: string, side: 'too_small' | 'too_big', limit: number, exact?: boolean) => ({
    instancePath: '/x',
    keyword: side,
    params: { origin, [side === 'too_small' ? 'minimum' : 'maximum']: limit, inclusive: true, exact },
  });

  it('say their unit once, singular after 1, and an exact length as exact', () => {
    expect(describeIssue(issue('string', 'too_small', 1), ' ', 'en')).toBe('must be at least 1 character; got “ ”');
    expect(describeIssue(issue('string', 'too_big', 20), 'x'.repeat(21), 'en')).toMatch(
      /^must be at most 20 characters;/,
    );
    expect(describeIssue(issue('array', 'too_small', 1), [], 'en')).toBe('needs at least 1 item; got “[]”');
    expect(describeIssue(issue('string', 'too_small', 6, true), '123', 'zh')).toBe('应为 6 个字，收到“123”');
    expect(describeIssue(issue('string', 'too_small', 6, true), '123', 'en')).toBe(
      'must be exactly 6 characters; got “123”',
    );
    expect(describeIssue(issue('array', 'too_big', 2, true), [1, 2, 3], 'zh')).toBe('应为 2 项，收到“[1,2,3]”');
  });
});

describe('the per-area sentence files', () => {
  it('define each key once: a key in two files would silently lose one sentence', async () => {
    const dir = join(import.meta.dirname, 'messages');
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const file of readdirSync(dir)) {
      const exports = (await import(join(dir, file))) as Record<string, object>;
      for (const sentences of Object.values(exports)) {
        for (const key of Object.keys(sentences)) {
          if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${file}`);
          seen.set(key, file);
        }
      }
    }
    expect(twice).toEqual([]);
    expect(seen.size).toBe(messageKeys().length);
  });
});
