import type { Sentences } from './sentences';

/** The exam site in 3D and VR and on-site practice. */
export const siteMessages = {
  // The exam site in 3D and VR (issue 13)
  site_no_yard: {
    zh: '这个考场还没有上线 3D 考场',
    en: 'This exam field has no 3D exam site yet',
  },
  hd_not_found: { zh: '互动视频不存在或已下线', en: 'This interactive video does not exist' },
  media_not_found: { zh: '视频不存在', en: 'This video does not exist' },
  practice_date_invalid: { zh: '日期格式不正确（如 2026-12-01）', en: 'Not a date (like 2026-12-01)' },
  practice_date_past: {
    zh: '不能预约已经过去的日期，请选择今天或以后的日期',
    en: 'That day has passed; choose today or a later day',
  },
  practice_date_too_far: {
    zh: '只能预约 {days} 天内的练车',
    en: 'Practice can be booked at most {days|day|days} ahead',
  },
  practice_slot_unknown: {
    zh: '该考场没有 {slot} 这个练车时段',
    en: 'The field has no practice slot {slot}',
  },
  practice_slot_started: {
    zh: '今天的 {slot} 时段已经开始，请选择其他时段',
    en: "Today's {slot} slot has already started; choose another",
  },
  practice_slot_full: {
    zh: '{date} {slot} 的名额已满，请选择其他时段',
    en: 'The {slot} slot on {date} is full; choose another',
  },
  practice_already_applied: {
    zh: '你已预约了 {date} 的练车，每天只能预约一个时段',
    en: 'You already have a practice booking on {date}; one slot a day',
  },
  practice_not_found: { zh: '练车预约不存在', en: 'This practice application does not exist' },
  practice_not_pending: {
    zh: '该预约已处理过（{status}），不能再次处理',
    en: 'This application has already been decided ({status})',
  },
  practice_cancel_started: {
    zh: '{date} {slot} 的练车已经开始或已过去，不能再取消',
    en: 'The {slot} practice on {date} has begun or passed; it can no longer be cancelled',
  },
  practice_cancel_rejected: {
    zh: '该预约未通过，不占名额，无需取消',
    en: 'This application was not approved and holds no place; there is nothing to cancel',
  },
  practice_reply_required: { zh: '拒绝预约时请写明原因', en: 'A rejection needs a reply saying why' },
  route_not_students_field: {
    zh: '这条路线不在该学员所选的考场',
    en: "This route is not at the student's exam field",
  },
  // {field} is the upload's part as the command line sends it (file, video, cover, playlist, segment).
  site_upload_missing: { zh: '缺少上传部分 {field}', en: 'The upload has no {field} part' },
  site_upload_bad: { zh: '{field}：{problem}', en: '{field}: {problem}' },
  site_upload_too_large: { zh: '上传部分 {field} 超过 {mb} MB', en: 'The {field} part is larger than {mb} MB' },
} as const satisfies Sentences;
