import { describe, expect, it } from 'vitest';
import { cashierUrl, outcomeOf } from './wechat-pay';

describe('paying', () => {
  it("reads WeChat's answer: ok, cancel, or a failure with its reason", () => {
    expect(outcomeOf({ err_msg: 'get_brand_wcpay_request:ok' })).toEqual({ kind: 'paid' });
    expect(outcomeOf({ err_msg: 'get_brand_wcpay_request:cancel' })).toEqual({ kind: 'cancelled' });
    expect(outcomeOf({ err_msg: 'get_brand_wcpay_request:fail', err_desc: '该订单已支付' })).toEqual({
      kind: 'failed',
      reason: 'fail',
      detail: '该订单已支付',
    });
    expect(outcomeOf({})).toMatchObject({ kind: 'failed', detail: undefined });
  });

  it('sends the cashier the prepay id and the page to come back to', () => {
    expect(cashierUrl('/sandbox/wechatpay/cashier', 'wx1', '/order/2026ABC')).toBe(
      '/sandbox/wechatpay/cashier?prepay_id=wx1&redirect=%2Forder%2F2026ABC',
    );
    expect(cashierUrl('https://pay.test/c?x=1', 'wx1', '/order/2026ABC')).toBe(
      'https://pay.test/c?x=1&prepay_id=wx1&redirect=%2Forder%2F2026ABC',
    );
  });
});
