import type { Sentences } from './sentences';

/** Withdrawals. */
export const walletMessages = {
  withdraw_not_certified: {
    zh: '完成教练认证后才能提现：请先在「教练认证」提交证件，审核通过后即可提现',
    en: 'Only certified coaches can withdraw: send in your coach certification first, then withdraw once it is approved',
  },
  withdraw_too_small: { zh: '单笔最低提现 {min} 元', en: 'The minimum withdrawal is ¥{min}' },
  withdraw_over_balance: {
    zh: '提现金额超过可提现余额（当前余额 {balance} 元）',
    en: 'That is more than your balance (¥{balance})',
  },
  withdraw_key_reused: {
    zh: '这次提现请求已用于另一笔金额，请刷新页面后重试',
    en: 'This withdrawal request was already used for another amount; reload the page and try again',
  },
  withdrawal_not_found: { zh: '提现记录不存在', en: 'This withdrawal does not exist' },
  withdrawal_not_reviewing: {
    zh: '该提现不在待审核状态（当前：{status}）',
    en: 'This withdrawal is not waiting for review (it is {status})',
  },
} as const satisfies Sentences;
