import { describe, expect, it } from 'vitest';
import { cashierUrl, outcomeOf } from './pay';

describe('paying', () => {
  it("reads WeChat's answer: ok, cancel, or a failure with its reason", () => {
    expect(outcomeOf({ err_msg: 'get_brand_wcpay_request:ok' }, 'N1')).toEqual({ kind: 'paid', orderNo: 'N1' });
    expect(outcomeOf({ err_msg: 'get_brand_wcpay_request:cancel' }, 'N1')).toEqual({
      kind: 'cancelled',
      orderNo: 'N1',
    });
    expect(outcomeOf({ err_msg: 'get_brand_wcpay_request:fail', err_desc: '该订单已支付' }, 'N1')).toEqual({
      kind: 'failed',
      orderNo: 'N1',
      reason: 'fail',
      detail: '该订单已支付',
    });
    expect(outcomeOf({}, 'N1')).toMatchObject({ kind: 'failed', detail: undefined });
  });

  it('sends the cashier the prepay id and the receipt to come back to', () => {
    expect(cashierUrl('/sandbox/wechatpay/cashier', 'wx1', '2026ABC')).toBe(
      '/sandbox/wechatpay/cashier?prepay_id=wx1&redirect=%2Forder%2F2026ABC',
    );
    expect(cashierUrl('https://pay.test/c?x=1', 'wx1', '2026ABC')).toBe(
      'https://pay.test/c?x=1&prepay_id=wx1&redirect=%2Forder%2F2026ABC',
    );
  });
});
