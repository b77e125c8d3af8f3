import type { Sentences } from './sentences';

/** The exam-site shuttle. */
export const pinMessages = {
  pin_point_incomplete: { zh: '经度和纬度需要一起提供', en: 'Give both the longitude and the latitude' },
  pin_trip_not_found: { zh: '行程不存在', en: 'This trip does not exist' },
  pin_booking_not_found: { zh: '预订不存在', en: 'This booking does not exist' },
  pin_verify_first: {
    zh: '发布行程前请先完成车主认证',
    en: 'Get verified as a car owner before publishing a trip',
  },
  pin_verify_waiting: {
    zh: '车主认证正在审核中，通过后即可发布行程',
    en: 'Your car owner verification is being reviewed; you can publish once it is approved',
  },
  pin_verify_rejected: {
    zh: '车主认证未通过（{reason}），请重新提交认证后再发布行程',
    en: 'Your car owner verification was not approved ({reason}); send it again before publishing',
  },
  pin_depart_past: {
    zh: '出发时间已过，请选择以后的时间',
    en: 'That departure time has passed; choose a later one',
  },
  pin_depart_too_far: {
    zh: '只能发布 {days} 天内出发的行程',
    en: 'Trips can leave at most {days|day|days} from now',
  },
  pin_target_not_field: {
    zh: '终点须为所选考场（距考场 {km} 公里以内）',
    en: 'The route must end at the chosen exam site (within {km} km of it)',
  },
  pin_trip_cancelled: { zh: '该行程已被车主取消', en: 'The owner has called this trip off' },
  pin_trip_departed: { zh: '该行程已经出发', en: 'This trip has already left' },
  pin_book_own: { zh: '不能预订自己发布的行程', en: 'You cannot book your own trip' },
  pin_already_booked: {
    zh: '你已预订过该行程，可在出行记录中查看',
    en: 'You already have a booking on this trip (see your travel records)',
  },
  pin_seats_short: {
    zh: '座位不足：该行程只剩 {left} 个座位',
    en: 'Not enough seats: this trip has {left} left',
  },
  pin_cancel_too_late: {
    zh: '发车前 {minutes} 分钟内不能取消预订，请留言联系车主',
    en: 'A booking cannot be cancelled within {minutes|minute|minutes} of departure; message the owner instead',
  },
  pin_booking_closed: {
    zh: '该预订已被拒绝或已取消',
    en: 'This booking has already been declined or cancelled',
  },
  pin_booking_decided: {
    zh: '该预订已经处理过，不能再确认或拒绝',
    en: 'This booking has already been answered',
  },
  pin_owner_cannot_cancel: {
    zh: '车主不能取消乘客的预订：可以拒绝待确认的预订，或取消整个行程',
    en: "An owner does not cancel a passenger's booking: decline a pending one, or call the trip off",
  },
  pin_only_owner_decides: {
    zh: '只有车主可以确认或拒绝预订',
    en: "Only the trip's owner confirms or declines bookings",
  },
  pin_details_first: {
    zh: '请先填写车主信息（姓名、手机号和车辆），再上传认证照片',
    en: 'Fill in your owner details (name, phone and car) before sending the verification photos',
  },
  pin_verify_pending: {
    zh: '车主认证正在审核中，请耐心等待审核结果',
    en: 'Your car owner verification is being reviewed; please wait for the result',
  },
  pin_already_verified: { zh: '你已通过车主认证，无需再次提交', en: 'You are already a verified car owner' },
  pin_owner_not_found: { zh: '车主不存在', en: 'No such car owner' },
  pin_review_not_pending: {
    zh: '该车主认证不在待审核状态（{status}），不能审核',
    en: 'This car owner verification is not waiting for review ({status})',
  },
  pin_places_full: { zh: '最多保存 {max} 个常用地址', en: 'You can keep at most {max|place|places}' },
} as const satisfies Sentences;
