import type { Sentences } from './sentences';

/** Sentences every area can send: input, sign-in, limits, outages, uploads, the operator token. */
export const generalMessages = {
  ok: { zh: 'ok', en: 'ok' },
  bad_request: { zh: '参数有误：{fields}', en: 'Invalid input: {fields}' },
  bad_body: { zh: '请求内容无法解析', en: 'The request body could not be read' },
  unauthorized: { zh: '请先登录', en: 'Please log in first' },
  forbidden: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  not_found: { zh: '请求的内容不存在', en: 'Not found' },
  route_not_found: { zh: '接口不存在', en: 'No such endpoint' },
  too_many: { zh: '操作太频繁，请稍后再试', en: 'Too many requests; please try again later' },
  too_many_wait: { zh: '操作太频繁，请{wait_zh}后再试', en: 'Too many requests; please try again in {wait_en}' },
  login_too_many: {
    zh: '登录太频繁，请{wait_zh}后再试',
    en: 'Too many sign-ins from here; please try again in {wait_en}',
  },
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
  ops_unauthorized: { zh: '运营口令无效', en: 'Invalid operator token' },
  metrics_unauthorized: { zh: '监控口令无效', en: 'Invalid metrics token' },
  import_invalid: {
    zh: '导入文件有{count}处错误，未导入任何内容',
    en: 'The file has {count|problem|problems}; nothing was imported',
  },
  upload_not_multipart: {
    zh: '请以表单文件（multipart/form-data）方式上传',
    en: 'Send the files as a multipart/form-data upload',
  },
  // {field} is the picture's name as the area gives it (身份证人像面, 图片, 车辆照片（含车牌）): the sentence adds
  // no noun of its own to it.
  upload_missing: { zh: '请上传{field}', en: 'Add the {field}' },
  upload_bad_type: {
    zh: '{field}须为 JPG、PNG 或 WebP 格式，请重新选择',
    en: 'The {field} must be a JPEG, PNG or WebP file; choose another',
  },
  upload_unreadable: {
    zh: '上传的{field}已损坏或无法读取，请换一张',
    en: 'The uploaded {field} is damaged or cannot be read; choose another',
  },
  upload_too_large: {
    zh: '{field}超过 8 MB，请压缩或换一张',
    en: 'The {field} is larger than 8 MB; choose a smaller one',
  },
  upload_too_small: {
    zh: '{field}太小（至少 {min}×{min} 像素），请换一张更清晰的',
    en: 'The {field} is too small (at least {min}×{min} pixels); choose a sharper one',
  },
  upload_too_many: { zh: '一次上传的文件或字段太多', en: 'Too many files or fields in one upload' },
  upload_too_many_pixels: {
    zh: '{field}有 {size} 像素，超过上限（{max_zh}），请缩小或换一张后再上传',
    en: 'The {field} is {size} pixels, over the limit of {max_en}; scale it down or choose another',
  },
  upload_rate_limited: { zh: '上传太频繁，请{wait_zh}后再试', en: 'Too many uploads; please try again in {wait_en}' },
  upload_unknown_field: { zh: '不认识的上传字段：{field}', en: 'Unknown upload field: {field}' },
  file_link_invalid: {
    zh: '文件链接无效或已过期，请重新获取',
    en: 'This file link is invalid or has expired; ask for a new one',
  },
  wrong_host: {
    zh: '请通过 {origin} 访问',
    en: 'Please use {origin}',
  },
  review_reason_required: { zh: '驳回时请写明原因', en: 'A rejection needs a reason' },
  dismiss_reason_required: {
    zh: '请写明不予修改的原因，学员会看到',
    en: 'A dismissal needs a reason the student reads',
  },
} as const satisfies Sentences;
