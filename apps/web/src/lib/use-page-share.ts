import type { SharePayload } from '@xueche/contract';
import { useEffect } from 'react';
import { isWeChat } from './ua';

/** The share update waits 50 ms (docs/product.md#sharing). */
const SHARE_DELAY_MS = 50;

/**
 * Inside WeChat, points the share menu ("···") at what this page shares (a poster's link rather than the
 * page itself). Used on routes marked noShare, so the layout's own share set-up does not race it.
 */
export function usePageShare(share: SharePayload | undefined): void {
  const key = share ? `${share.link}\n${share.title}\n${share.desc}\n${share.imgUrl}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the payload
  useEffect(() => {
    if (!share || !isWeChat()) return;
    const timer = setTimeout(() => {
      import('./wechat')
        .then((m) => m.setWeChatShare(share))
        .catch((error: unknown) => console.warn('share set-up failed', error));
    }, SHARE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
}
