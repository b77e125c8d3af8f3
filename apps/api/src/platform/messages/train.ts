import type { Sentences } from './sentences';

/** Coach for hire: listings, checks and bookings. */
export const trainMessages = {
  // Coach for hire, the coach's side: listings, weekly hours, photos, checks and their review (issue 15)
  train_coach_only: {
    zh: '只有教练账号可以发布陪练，请使用教练账号登录',
    en: 'Only a coach account can offer coaching for hire; sign in as a coach',
  },
  train_coach_not_found: {
    zh: '该陪练教练不存在或暂未上架',
    en: 'This coach does not exist or is not listed',
  },
  train_weekly_order: {
    zh: '{weekday_zh}的时段结束时间要晚于开始时间（{from}:00–{to}:00）',
    en: 'A range on {weekday_en} must end after it starts ({from}:00–{to}:00)',
  },
  train_weekly_overlap: {
    zh: '{weekday_zh}的时段 {first} 和 {second} 重叠，请合并后再保存',
    en: 'On {weekday_en} the hours {first} and {second} overlap; merge them and save again',
  },
  train_photos_full: {
    zh: '最多上传 {max} 张照片，请先删除一张',
    en: 'A listing has at most {max|photo|photos}; remove one first',
  },
  train_photo_not_found: { zh: '没有第 {n} 张照片', en: 'There is no photo {n}' },
  train_check_approved: {
    zh: '{check_zh}已通过审核，无需再次上传；如需更换请联系客服',
    en: 'Your {check_en} is already approved; to replace it, contact customer service',
  },
  train_sort_needs_point: {
    zh: '按距离排序需要你的位置，请允许定位后再试',
    en: 'Sorting by distance needs your position; allow location and try again',
  },
  train_point_incomplete: { zh: '经度和纬度需要一起提供', en: 'Give both the longitude and the latitude' },
  train_check_not_found: { zh: '陪练认证不存在', en: 'No such coach-for-hire check' },
  train_check_not_pending: {
    zh: '该陪练认证不在待审核状态（{status}），不能审核',
    en: 'This coach-for-hire check is not waiting for review ({status})',
  },
  // Coach for hire, the booking's side: booking, paying, cancelling, done, rating, messages (issue 15)
  train_booking_not_found: { zh: '陪练预约不存在', en: 'This coaching booking does not exist' },
  train_book_self: { zh: '不能预约自己的陪练', en: 'You cannot book your own coaching' },
  train_start_past: {
    zh: '所选时间已经过去，请选择以后的时段',
    en: 'That time has passed; choose a later hour',
  },
  train_start_too_far: {
    zh: '只能预约 {days} 天内的时段',
    en: 'Hours can be booked at most {days|day|days} ahead',
  },
  train_start_not_hour: {
    zh: '开始时间须为整点',
    en: 'A booking starts on the hour',
  },
  train_outside_hours: {
    zh: '{when} 不在教练的可预约时间内，请重新选择',
    en: '{when} is outside the coach’s hours; choose again',
  },
  train_hours_taken: {
    zh: '所选时段刚刚被其他学员预约，请选择其他时段',
    en: 'Those hours were just taken by someone else; choose other hours',
  },
  train_book_busy: {
    zh: '你的另一笔预约正在提交，请稍后再试',
    en: 'Another booking of yours is being made; try again in a moment',
  },
  train_earlier_paid: {
    zh: '你之前未支付的预约刚刚已支付成功，请在“我的预约”中查看',
    en: 'Your earlier unpaid booking has just been paid; see it in your bookings',
  },
  train_just_paid: {
    zh: '这笔预约刚刚已支付成功，如需取消请再次操作（按退款规则退款）',
    en: 'This booking has just been paid; cancel again if you wish (refunded by the rules)',
  },
  train_cancel_student_only: {
    zh: '只有预约的学员可以取消预约，如有变动请留言联系学员',
    en: 'Only the student cancels a booking; message them about a change',
  },
  train_not_cancellable: {
    zh: '该预约{status}，不能取消',
    en: 'This booking is {status_en} and cannot be cancelled',
  },
  train_done_coach_only: { zh: '只有教练可以确认完成陪练', en: 'Only the coach marks a session done' },
  train_done_not_paid: {
    zh: '只有已支付的预约可以确认完成（当前：{status}）',
    en: 'Only a paid booking can be marked done (now {status_en})',
  },
  train_done_too_early: {
    zh: '陪练结束（{end}）后才能确认完成',
    en: 'A session can be marked done once it has ended ({end})',
  },
  train_rate_student_only: { zh: '只有预约的学员可以评价', en: 'Only the student rates a session' },
  train_rate_not_done: {
    zh: '陪练结束后才能评价',
    en: 'A session can be rated once it has ended',
  },
  train_already_rated: { zh: '你已经评价过这次陪练', en: 'You have already rated this session' },
  train_clock_sandbox_only: {
    zh: '只有沙箱环境可以提前结束陪练',
    en: 'Only a sandbox install can end a session early',
  },
  train_clock_overlap: {
    zh: '提前结束会与该教练的另一笔预约重叠',
    en: "Ending it now would overlap another of the coach's bookings",
  },
  train_chat_closed: {
    zh: '该预约已失效，不能再发送消息',
    en: 'This booking has lapsed; no more messages can be sent',
  },
} as const satisfies Sentences;
