import type { FastifyRequest } from 'fastify';

import { coachMessages } from './messages/coach';
import { commerceMessages } from './messages/commerce';
import { consoleMessages } from './messages/console';
import { contentMessages } from './messages/content';
import { examMessages } from './messages/exam';
import { fieldsMessages } from './messages/fields';
import { generalMessages } from './messages/general';
import { lessonsMessages } from './messages/lessons';
import { lightMessages } from './messages/light';
import { pinMessages } from './messages/pin';
import { siteMessages } from './messages/site';
import { trainMessages } from './messages/train';
import { walletMessages } from './messages/wallet';
import { wishMessages } from './messages/wish';

/** Every sentence the API sends to people, in both languages, one file per area (messages/). */
const messages = {
  ...generalMessages,
  ...fieldsMessages,
  ...examMessages,
  ...lightMessages,
  ...contentMessages,
  ...lessonsMessages,
  ...commerceMessages,
  ...walletMessages,
  ...coachMessages,
  ...consoleMessages,
  ...wishMessages,
  ...pinMessages,
  ...trainMessages,
  ...siteMessages,
} as const;

export type MessageKey = keyof typeof messages;
export type Lang = 'zh' | 'en';

export const isMessageKey = (text: unknown): text is MessageKey =>
  typeof text === 'string' && Object.hasOwn(messages, text);

/** Every key of the catalogue (its test renders each template). */
export const messageKeys = () => Object.keys(messages) as MessageKey[];

/** A sentence as written, placeholders and all. */
export const templateOf = (key: MessageKey, lang: Lang): string => messages[key][lang];

/**
 * Words a parameter carries in one form and a sentence shows in its own language: a status as its table's code,
 * an outside service, a reorder's scope and a theory subject as the services name them (in Chinese).
 */
const WORDS: Record<string, Record<string, Record<Lang, string>>> = {
  status: {
    pending: { zh: '待审核', en: 'pending' },
    approved: { zh: '已通过', en: 'approved' },
    rejected: { zh: '已驳回', en: 'rejected' },
    cancelled: { zh: '已取消', en: 'cancelled' },
    none: { zh: '未提交', en: 'not sent in' },
    reviewing: { zh: '待审核', en: 'waiting for review' },
    transferring: { zh: '转账中', en: 'being transferred' },
    wait_user_confirm: { zh: '待教练确认收款', en: 'waiting for the coach to accept it' },
    success: { zh: '已到账', en: 'paid out' },
    failed: { zh: '失败', en: 'failed' },
    queued: { zh: '排队中', en: 'queued' },
    running: { zh: '进行中', en: 'running' },
    ready: { zh: '已完成', en: 'ready' },
    open: { zh: '待处理', en: 'open' },
    fixed: { zh: '已修正', en: 'fixed' },
    dismissed: { zh: '未修改', en: 'dismissed' },
  },
  service: {
    微信: { zh: '微信', en: 'WeChat' },
    短信服务: { zh: '短信服务', en: 'The SMS service' },
    高德地图: { zh: '高德地图', en: 'AMap' },
  },
  scope: { 课程: { zh: '课程', en: 'course' }, 章节: { zh: '章节', en: 'chapter' } },
  subject: { 一: { zh: '一', en: '1' }, 四: { zh: '四', en: '4' } },
};

/**
 * The sentence with its parameters. `{name}` is the parameter (in the sentence's language when WORDS knows
 * it); `{n|one|many}` is a count with its noun, singular after 1 ("1 try", "3 tries"), for English.
 */
export function message(key: MessageKey, lang: Lang, params: Record<string, string> = {}): string {
  return messages[key][lang].replace(
    /\{(\w+)(?:\|([^|}]+)\|([^}]+))?\}/g,
    (_, name: string, one?: string, many?: string) => {
      const value = params[name] ?? '';
      const shown = WORDS[name]?.[value]?.[lang] ?? value;
      return one ? `${shown} ${value === '1' ? one : many}` : shown;
    },
  );
}

/** English when the client asks for it first; Chinese otherwise. */
export function langOf(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
