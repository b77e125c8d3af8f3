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
  question_not_found: { zh: '题目不存在或已下线', en: 'This question does not exist' },
  chapter_required: { zh: '请选择章节', en: 'Choose a chapter' },
  topic_required: { zh: '请选择专项', en: 'Choose a topic' },
  answer_out_of_range: { zh: '答案超出了选项范围', en: 'The answer names an option the question does not have' },
  not_in_book: { zh: '这道题不在错题本中', en: 'This question is not in your wrong-answer book' },
  paper_not_found: { zh: '试卷不存在', en: 'This exam paper does not exist' },
  paper_time_up: { zh: '考试时间已到，不能再作答', en: 'Time is up: this paper takes no more answers' },
  paper_submitted: { zh: '试卷已交卷，不能再作答', en: 'This paper has been submitted' },
  question_not_in_paper: { zh: '这道题不在本试卷中', en: 'This question is not part of the paper' },
  bank_too_small: {
    zh: '题库题目不足，无法组卷（需要{need}题，现有{have}题）',
    en: 'The bank is too small for a paper (needs {need} questions, has {have})',
  },
  article_not_found: { zh: '文章不存在或已下线', en: 'This article does not exist' },
  topic_not_found: { zh: '专题不存在', en: 'This topic does not exist' },
  help_not_found: { zh: '帮助内容不存在', en: 'This help entry does not exist' },
  event_not_found: { zh: '活动不存在', en: 'This event does not exist' },
  lesson_not_found: { zh: '课程不存在或已下架', en: 'This lesson does not exist' },
  course_not_found: { zh: '该考场暂无课程', en: 'This exam field has no course yet' },
  route_map_not_found: { zh: '考试路线不存在', en: 'This exam route does not exist' },
  comment_not_found: { zh: '评论不存在', en: 'This comment does not exist' },
  field_required: { zh: '请先选择考场', en: 'Choose your exam field first' },
  already_applied: { zh: '你已报名该考场的线下班，请等待审核', en: 'You have already applied for this class' },
  product_not_found: { zh: '商品不存在或已下架', en: 'This product does not exist' },
  order_not_found: { zh: '订单不存在', en: 'This order does not exist' },
  order_busy: { zh: '订单正在处理，请稍后再试', en: 'The order is being processed; please try again' },
  coach_not_bound: { zh: '你还没有绑定教练', en: 'You are not bound to a coach' },
  refund_too_much: {
    zh: '退款金额超过可退金额（最多{max}分）',
    en: 'The refund is more than what can be refunded (at most {max} fen)',
  },
  refund_no_taken: { zh: '该退款单号已用于其他订单', en: 'This refund number belongs to another order' },
  refund_not_found: { zh: '退款单不存在', en: 'This refund does not exist' },
  refund_not_paid: { zh: '订单未支付，不能退款', en: 'Only a paid order can be refunded' },
  refund_failed: { zh: '微信支付拒绝了退款：{reason}', en: 'WeChat Pay refused the refund: {reason}' },
  ops_unauthorized: { zh: '运营口令无效', en: 'Invalid operator token' },
  import_invalid: {
    zh: '导入文件有{count}处错误，未导入任何内容',
    en: 'The file has {count} problems; nothing was imported',
  },
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
