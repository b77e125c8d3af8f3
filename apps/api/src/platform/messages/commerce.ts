import type { Sentences } from './sentences';

/** Products, orders, refunds and the new-member offer. */
export const commerceMessages = {
  product_not_found: { zh: '商品不存在或已下架', en: 'This product does not exist' },
  order_not_found: { zh: '订单不存在', en: 'This order does not exist' },
  order_busy: { zh: '订单正在处理，请稍后再试', en: 'The order is being processed; please try again' },
  coach_not_bound: { zh: '你还没有绑定教练', en: 'You are not bound to a coach' },
  refund_too_much: {
    zh: '退款金额超过可退金额（最多 {max} 分）',
    en: 'The refund is more than what can be refunded (at most {max} fen)',
  },
  refund_no_taken: { zh: '该退款单号已用于其他订单', en: 'This refund number belongs to another order' },
  refund_not_found: { zh: '退款单不存在', en: 'This refund does not exist' },
  refund_not_paid: { zh: '订单未支付，不能退款', en: 'Only a paid order can be refunded' },
  refund_failed: { zh: '微信支付拒绝了退款：{reason}', en: 'WeChat Pay refused the refund: {reason}' },
  // The new-member offer
  new_member_ok: {
    zh: '新学员专享：首次登录 {days} 天内、首次购买可享优惠价',
    en: 'For new students: a special price on a first purchase within {days|day|days} of first signing in',
  },
  new_member_not_student: { zh: '新学员优惠仅面向学员', en: 'The new-student offer is for students only' },
  new_member_off: { zh: '当前没有新学员优惠', en: 'There is no new-student offer at the moment' },
  new_member_expired: {
    zh: '新学员优惠仅限首次登录后 {days} 天内，已经结束',
    en: 'The new-student offer lasts {days|day|days} from first signing in; it has ended',
  },
  new_member_bought: {
    zh: '新学员优惠仅限首次购买，你已经购买过课程',
    en: 'The new-student offer is for a first purchase; you have already bought a course',
  },
  admin_refund_too_much: {
    zh: '退款金额超过可退金额（最多 ¥{max}）',
    en: 'The refund is more than what can be refunded (at most ¥{max})',
  },
  reconciliation_future: { zh: '对账日期不能晚于今天', en: 'The day to reconcile cannot be after today' },
  order_mismatch: {
    zh: '排序须包含本{scope}的全部条目，请刷新后重试',
    en: 'The order must list every item of the {scope}; reload and try again',
  },
  product_unlocks_nothing: {
    zh: '商品至少要开通一个 VIP 题库或考场课程',
    en: 'A product must open a VIP set or the course',
  },
  product_kind_mismatch: {
    zh: '商品类型与开通内容不符（VIP 只开通题库；考场课程只能在考场下维护）',
    en: "The kind does not match what it opens (a VIP opens sets only; a field's course stays a course)",
  },
  product_slug_taken: { zh: '商品标识 {slug} 已被使用', en: 'The slug {slug} is taken' },
} as const satisfies Sentences;
