import { z } from 'zod';
import { StoredDocument } from './documents';
import type { Settings } from './settings.service';

/**
 * The settings an operator may change from the console, each with its label and the shape its value must
 * have (a value of another shape is refused and the stored one kept). `exam.bank_version` is left out: the
 * importer raises it. Every setting is read from the table on each request, so a change takes effect at once.
 */

export type SettingKind = 'switch' | 'integer' | 'rate' | 'text' | 'json';

interface Entry {
  label: string;
  kind: SettingKind;
  schema: z.ZodType;
  /** What the value means, for the operator. */
  hint?: string;
}

const flag = z.union([z.literal(0), z.literal(1)], { error: '只能是 0（关）或 1（开）' });
const int = (min: number, max: number) =>
  z.number({ error: '应为数字' }).int('应为整数').min(min, `不能小于 ${min}`).max(max, `不能大于 ${max}`);
/** A rate in whole basis points (platform/money.ts): 10000 is 100 %; the console shows and takes percent. */
const rate = z
  .number({ error: '应为数字' })
  .int('应为整数基点（1 基点 = 0.01%）')
  .min(0, '不能小于 0')
  .max(10_000, '不能大于 10000（即 100%）');
const text = (max: number) => z.string({ error: '应为文字' }).max(max, `最多 ${max} 字`);
const localText = z.union([text(200), z.object({ zh: text(200).optional(), en: text(200).optional() }).strict()]);
const url = z.string().regex(/^(\/static\/\S+|https:\/\/\S+)$/, '应为 /static/ 路径或 https:// 链接');
const examRules = z
  .object({
    questions: int(1, 200),
    minutes: int(1, 240),
    points_each: int(1, 10),
    pass_mark: int(1, 1000),
    mix: z.object({ judge: int(0, 200), single: int(0, 200), multiple: int(0, 200) }).strict(),
  })
  .strict()
  .refine((r) => r.mix.judge + r.mix.single + r.mix.multiple === r.questions, '各题型数量之和应等于题目总数');

const entry = (label: string, kind: SettingKind, schema: z.ZodType, hint?: string): Entry => ({
  label,
  kind,
  schema,
  hint,
});

export const SETTINGS_CATALOG = {
  'gzh.on': entry('关注公众号弹窗', 'switch', flag),
  'gzh.name': entry('公众号名称', 'text', text(40)),
  'gzh.qr': entry('公众号二维码', 'text', z.union([z.literal(''), url])),
  'coach.reg_open': entry('教练邀请开关', 'switch', flag, '开启后教练登录时弹出邀请图'),
  'coach.reg_img': entry('教练邀请图片', 'json', z.array(url).max(9, '最多 9 张'), '图片链接的列表'),
  'notice.current': entry('首页公告（slug）', 'text', text(80), '留空则不弹出'),
  'commission.l1_bp': entry('一级佣金比例', 'rate', rate, '按百分比填写，保存为基点（20% 即 2000）'),
  'commission.l2_bp': entry('二级佣金比例', 'rate', rate, '按百分比填写，保存为基点（5% 即 500）'),
  'coach.levels': entry(
    '教练等级',
    'json',
    z
      .array(z.object({ level: int(1, 99), points: int(0, 10_000_000), bonus_bp: rate }).strict())
      .min(1, '至少一个等级')
      .refine((l) => l.every((x, i) => i === 0 || x.points > (l[i - 1]?.points ?? 0)), '积分门槛应逐级升高'),
    '每级的积分门槛与加成（bonus_bp 为基点，200 即 +2%）',
  ),
  'coach.points.student_bound': entry('绑定学员得积分', 'integer', int(0, 100_000)),
  'coach.points.coach_recruited': entry('推荐教练得积分', 'integer', int(0, 100_000)),
  'coach.points.per_yuan': entry('学员每消费 1 元得积分', 'integer', int(0, 1000)),
  'order.close_minutes': entry('未支付订单关闭（分钟）', 'integer', int(1, 1440)),
  'withdrawal.review_above_fen': entry('提现人工审核线（分）', 'integer', int(0, 100_000_000), '50000 即 500 元'),
  'withdrawal.rules_text': entry('提现规则说明', 'text', text(2000), '{min}、{review_above} 会换成金额'),
  'new_member.product': entry('新人特惠商品（slug）', 'text', text(80), '留空则无新人特惠'),
  'new_member.price_fen': entry('新人特惠价（分）', 'integer', int(1, 10_000_000)),
  'new_member.days': entry('新人特惠有效天数', 'integer', int(1, 365)),
  'pin.cancel_cutoff_minutes': entry('拼车取消截止（发车前分钟）', 'integer', int(0, 10_080)),
  'site.practice_slots': entry(
    '考场练车时段',
    'json',
    z
      .array(
        z
          .object({ slot: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, '时段如 08:00-10:00'), capacity: int(1, 500) })
          .strict(),
      )
      .min(1, '至少一个时段'),
  ),
  'site.practice_days_ahead': entry('考场练车可提前预约天数', 'integer', int(1, 365)),
  'train.refund_hours': entry('陪练全额退款截止（开始前小时）', 'integer', int(0, 720)),
  'train.fee_bp': entry('陪练平台抽成比例', 'rate', rate, '按百分比填写，保存为基点（20% 即 2000）'),
  'wish.daily_limit': entry('每人每天许愿次数', 'integer', int(0, 100)),
  'exam.rules.1': entry('科目一考试规则', 'json', examRules),
  'exam.rules.4': entry('科目四考试规则', 'json', examRules),
  'exam.book_clear_streak': entry('连续答对几次移出错题本', 'integer', int(1, 20)),
  'support.phone': entry('客服电话', 'text', z.string().regex(/^[\d\s+-]{0,20}$/, '只能有数字、空格、+ 和 -')),
  'support.hours': entry('客服时间', 'json', localText, '一段文字，或 {"zh": "…", "en": "…"}'),
  'support.email': entry('客服邮箱', 'text', z.union([z.literal(''), z.email('邮箱格式不正确')])),
  'doc.privacy': entry('隐私政策', 'json', StoredDocument, '{updated, zh: {title, body}, en?}'),
  'doc.terms': entry('用户协议', 'json', StoredDocument, '{updated, zh: {title, body}, en?}'),
} satisfies Partial<Record<keyof Settings, Entry>>;

export type EditableSetting = keyof typeof SETTINGS_CATALOG;

export const isEditable = (key: string): key is EditableSetting => key in SETTINGS_CATALOG;

/** The group a key is shown in: its prefix (`coach.points.per_yuan` → `coach`). */
export const groupOf = (key: string) => key.split('.')[0] ?? key;
