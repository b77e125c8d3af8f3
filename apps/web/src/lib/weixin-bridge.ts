/**
 * WeChat's in-app JS bridge (`WeixinJSBridge`), for calls the JS-SDK's `wx` does not wrap, such as
 * `requestMerchantTransfer` (a coach accepts a 商家转账). Defined natively inside WeChat, or by the
 * sandbox's JS-SDK stand-in once its script has loaded.
 */

export interface BridgeResult {
  /** '<api>:ok' | '<api>:cancel' | '<api>:fail…' (an ok is the person's answer, not proof of money moved). */
  err_msg?: string;
  /** Why it failed, when WeChat says. */
  err_desc?: string;
}

export interface AnyWeixinBridge {
  invoke(api: string, params: Record<string, unknown>, callback: (res: BridgeResult) => void): void;
}

/** How long to wait for WeChat's bridge to appear before giving up. */
export const BRIDGE_WAIT_MS = 8000;

const current = () => window.WeixinJSBridge;

declare global {
  interface Window {
    WeixinJSBridge?: AnyWeixinBridge;
  }
}

/**
 * The bridge: after the JS-SDK has loaded and wx.config ran (APIs such as requestMerchantTransfer must
 * be in its jsApiList), or after WeChat's own 'WeixinJSBridgeReady' event. A call that needs no
 * config (getBrandWCPayRequest) takes a bridge that is already there at once. Undefined if none came
 * in time.
 */
export async function getWeixinBridge(
  opts: { needsConfig?: boolean; waitMs?: number } = {},
): Promise<AnyWeixinBridge | undefined> {
  const { needsConfig = true, waitMs = BRIDGE_WAIT_MS } = opts;
  if (!needsConfig && current()) return current();
  let onReady = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = new Promise<void>((resolve) => {
    onReady = () => resolve();
    document.addEventListener('WeixinJSBridgeReady', onReady);
  });
  // The SDK only loads inside WeChat: keep it out of the calling area's chunk.
  const sdk = import('./wechat')
    .then((m) => m.wxReady())
    .then(
      () => undefined,
      // A failed wx.config is reported by the bridge call itself; still try it.
      () => undefined,
    )
    .then(() => (current() ? undefined : ready));
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  try {
    await Promise.race([sdk, timeout]);
  } finally {
    clearTimeout(timer);
    document.removeEventListener('WeixinJSBridgeReady', onReady);
  }
  return current();
}

/** One bridge call; resolves with WeChat's answer. */
export function invokeBridge(
  bridge: AnyWeixinBridge,
  api: string,
  params: Record<string, unknown>,
): Promise<BridgeResult> {
  return new Promise((resolve) => {
    bridge.invoke(api, params, (res) => resolve(res ?? {}));
  });
}

/** 'requestMerchantTransfer:ok' → 'ok'; likewise cancel; anything else is a failure. */
export function outcomeOf(res: BridgeResult): 'ok' | 'cancel' | 'fail' {
  const msg = String(res.err_msg ?? '');
  if (/:ok$/i.test(msg)) return 'ok';
  if (/:cancel$/i.test(msg)) return 'cancel';
  return 'fail';
}
