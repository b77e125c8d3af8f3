import { loadConfig } from '../../lib/app-config';
import { isWeChat } from '../../lib/ua';
import { getWeixinBridge, invokeBridge, outcomeOf } from '../../lib/weixin-bridge';
import { resultPath, type Withdrawal } from './wallet-api';

/**
 * How the coach's confirmation of a transfer ended on this page. 'answered' only carries what the
 * person chose in WeChat: the result page asks the server, which asks WeChat Pay.
 */
export type ConfirmOutcome =
  | { kind: 'answered'; answer: 'ok' | 'cancel' }
  | { kind: 'failed'; detail?: string }
  /** Inside WeChat, but its bridge never appeared. */
  | { kind: 'no-bridge' }
  /** Gone to the confirmation page, which comes back to the result with ?transfer=ok|cancel|fail. */
  | { kind: 'redirected' }
  /** Outside WeChat with no confirmation page: only WeChat can accept a transfer. */
  | { kind: 'wechat-only' };

/** The sandbox's confirmation page for a bill's package; it returns to `back` with ?transfer=… appended. */
export function confirmPageUrl(base: string, packageInfo: string, back: string): string {
  const join = base.includes('?') ? '&' : '?';
  return `${base}${join}package=${encodeURIComponent(packageInfo)}&redirect=${encodeURIComponent(back)}`;
}

/**
 * The coach accepts a withdrawal WeChat Pay is holding for them: `requestMerchantTransfer` inside
 * WeChat, the confirmation page (`transfer_confirm_url`) elsewhere when there is one.
 */
export async function confirmTransfer(w: Withdrawal): Promise<ConfirmOutcome> {
  if (!w.confirm) return { kind: 'failed' };
  if (isWeChat()) {
    const bridge = await getWeixinBridge();
    if (!bridge) return { kind: 'no-bridge' };
    const res = await invokeBridge(bridge, 'requestMerchantTransfer', { ...w.confirm });
    const answer = outcomeOf(res);
    if (answer === 'fail') {
      const detail = typeof res.err_desc === 'string' && res.err_desc.trim() ? res.err_desc.trim() : undefined;
      return { kind: 'failed', detail };
    }
    return { kind: 'answered', answer };
  }
  const config = await loadConfig();
  if (!config.transfer_confirm_url) return { kind: 'wechat-only' };
  window.location.assign(confirmPageUrl(config.transfer_confirm_url, w.confirm.package, resultPath(w.id)));
  return { kind: 'redirected' };
}
