import type { FastifyRequest } from 'fastify';

/** Every sentence the API sends to people, in both languages. */
const messages = {
  ok: { zh: 'ok', en: 'ok' },
  bad_request: { zh: '参数有误：{fields}', en: 'Invalid input: {fields}' },
  bad_body: { zh: '请求内容无法解析', en: 'The request body could not be read' },
  unauthorized: { zh: '请先登录', en: 'Please log in first' },
  forbidden: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  not_found: { zh: '请求的内容不存在', en: 'Not found' },
  route_not_found: { zh: '接口不存在', en: 'No such endpoint' },
  too_many: { zh: '操作太频繁，请稍后再试', en: 'Too many requests; please try again later' },
  server_error: { zh: '服务器内部错误，请联系客服！', en: 'Internal server error, please contact customer service!' },
  upstream_error: {
    zh: '{service}暂时不可用，请稍后再试',
    en: '{service} is unavailable right now; please try again later',
  },
  code_invalid: {
    zh: '微信授权码无效、已使用或已过期，请重新登录',
    en: 'The WeChat authorisation code is invalid, used or expired; please log in again',
  },
  app_id_unknown: { zh: '公众号 app_id 不正确', en: 'Unknown app_id' },
  field_not_found: { zh: '考场不存在', en: 'This exam field does not exist' },
  city_not_found: { zh: '该城市暂未开通考场', en: 'There are no exam fields in this city yet' },
  notice_not_found: { zh: '公告不存在或已下线', en: 'This notice does not exist or has ended' },
  place_not_found: { zh: '无法识别该位置', en: 'This location could not be identified' },
} as const;

export type MessageKey = keyof typeof messages;
export type Lang = 'zh' | 'en';

export function message(key: MessageKey, lang: Lang, params: Record<string, string> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/** English when the client asks for it first; Chinese otherwise. */
export function langOf(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
