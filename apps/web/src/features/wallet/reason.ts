import type { MessageKey } from './messages';
import { zh } from './messages.zh';
import type { Withdrawal } from './wallet-api';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * Why a withdrawal came back, in words: WeChat Pay's fail_reason codes are named, an operator's
 * reason is shown as written, a cancelled transfer says so.
 */
export function reasonText(t: T, w: Pick<Withdrawal, 'status' | 'fail_reason'>): string {
  const code = w.fail_reason.trim();
  if (!code) return w.status === 'cancelled' ? t('reason.cancelled') : t('reason.other', { code: 'FAIL' });
  const key = `reason.${code}`;
  if (key in zh) return t(key as MessageKey);
  if (/^[A-Z][A-Z_]+$/.test(code)) return t('reason.other', { code });
  return code;
}
