import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWeixinBridge } from './weixin-bridge';

const wx = vi.hoisted(() => ({ wxReady: vi.fn(async () => ({})) }));
vi.mock('./wechat', () => wx);

describe("finding WeChat's JS bridge", () => {
  afterEach(() => {
    delete window.WeixinJSBridge;
    wx.wxReady.mockReset();
    vi.useRealTimers();
  });

  it('uses the bridge at once when WeChat has it', async () => {
    const bridge = { invoke: vi.fn() };
    window.WeixinJSBridge = bridge;
    await expect(getWeixinBridge({ needsConfig: false })).resolves.toBe(bridge);
    expect(wx.wxReady).not.toHaveBeenCalled();
  });

  it('loads the JS-SDK, which may define the bridge', async () => {
    const bridge = { invoke: vi.fn() };
    wx.wxReady.mockImplementation(async () => {
      window.WeixinJSBridge = bridge;
      return {};
    });
    await expect(getWeixinBridge({ needsConfig: false })).resolves.toBe(bridge);
  });

  it("waits for WeChat's WeixinJSBridgeReady, even when wx.config fails", async () => {
    const bridge = { invoke: vi.fn() };
    wx.wxReady.mockRejectedValue(new Error('invalid signature'));
    const found = getWeixinBridge({ needsConfig: false, waitMs: 5000 });
    await new Promise((r) => setTimeout(r, 10));
    window.WeixinJSBridge = bridge;
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(found).resolves.toBe(bridge);
  });

  it('gives up after a while when no bridge comes', async () => {
    vi.useFakeTimers();
    const found = getWeixinBridge({ needsConfig: false, waitMs: 8000 });
    await vi.advanceTimersByTimeAsync(8000);
    await expect(found).resolves.toBeUndefined();
  });
});
