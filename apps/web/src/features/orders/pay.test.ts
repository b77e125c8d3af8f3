import { afterEach, describe, expect, it, vi } from 'vitest';
import { cashierUrl, getBridge, outcomeOf } from './pay';

const wx = vi.hoisted(() => ({ wxReady: vi.fn(async () => ({})) }));
vi.mock('../../lib/wechat', () => wx);

describe('paying', () => {
  afterEach(() => {
    delete window.WeixinJSBridge;
    wx.wxReady.mockReset();
    vi.useRealTimers();
  });

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

  it('uses the bridge at once when WeChat has it', async () => {
    const bridge = { invoke: vi.fn() };
    window.WeixinJSBridge = bridge;
    await expect(getBridge()).resolves.toBe(bridge);
    expect(wx.wxReady).not.toHaveBeenCalled();
  });

  it('loads the JS-SDK, which may define the bridge', async () => {
    const bridge = { invoke: vi.fn() };
    wx.wxReady.mockImplementation(async () => {
      window.WeixinJSBridge = bridge;
      return {};
    });
    await expect(getBridge()).resolves.toBe(bridge);
  });

  it("waits for WeChat's WeixinJSBridgeReady, even when wx.config fails", async () => {
    const bridge = { invoke: vi.fn() };
    wx.wxReady.mockRejectedValue(new Error('invalid signature'));
    const found = getBridge(5000);
    await new Promise((r) => setTimeout(r, 10));
    window.WeixinJSBridge = bridge;
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(found).resolves.toBe(bridge);
  });

  it('gives up after a while when no bridge comes', async () => {
    vi.useFakeTimers();
    const found = getBridge(8000);
    await vi.advanceTimersByTimeAsync(8000);
    await expect(found).resolves.toBeUndefined();
  });
});
