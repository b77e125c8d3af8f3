import type { SharePayload } from '@xueche/contract';
import { api } from './api';
import { loadConfig } from './app-config';
import { getEntryUrl, isIOS, isWeChat } from './ua';
import type { WxSdk } from './wechat-sdk';

/** What the app may call once configured (docs/protocols.md#wechat-js-sdk). */
export const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'getLocation',
  'openLocation',
  'chooseImage',
  'uploadImage',
  'getLocalImgData',
  'scanQRCode',
  'chooseWXPay',
  'requestMerchantTransfer',
];

/** The URL to sign: without '#…'; the entry URL on iOS, the current one elsewhere. */
export function urlToSign(current = window.location.href, ios = isIOS(), entryUrl = getEntryUrl()): string {
  return (ios && entryUrl ? entryUrl : current).split('#')[0] ?? current;
}

let sdkPromise: Promise<WxSdk> | undefined;

function loadSdk(): Promise<WxSdk> {
  sdkPromise ??= new Promise<WxSdk>((resolve, reject) => {
    if (window.wx) return resolve(window.wx);
    const script = document.createElement('script');
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('WeChat JS-SDK did not load')));
    script.onerror = () => {
      sdkPromise = undefined;
      reject(new Error('WeChat JS-SDK did not load'));
    };
    loadConfig().then(
      (config) => {
        // WeChat's script in live mode; the sandbox's stand-in, which checks the signature the same way, locally.
        script.src = config.jssdk_url;
        document.head.appendChild(script);
      },
      (error: unknown) => {
        sdkPromise = undefined;
        reject(error);
      },
    );
  });
  return sdkPromise;
}

const configured = new Map<string, Promise<WxSdk>>();

/** Loads the SDK and runs wx.config for the URL to sign (once per URL); resolves on wx.ready. */
export function wxReady(): Promise<WxSdk> {
  const url = urlToSign();
  let ready = configured.get(url);
  if (!ready) {
    ready = (async () => {
      const [wx, sign] = await Promise.all([loadSdk(), api('POST /wx/sign', { body: { url } })]);
      return new Promise<WxSdk>((resolve, reject) => {
        wx.config({ debug: false, ...sign, jsApiList: JS_API_LIST, openTagList: ['wx-open-launch-weapp'] });
        wx.ready(() => resolve(wx));
        wx.error((res) => reject(new Error(res.errMsg)));
      });
    })();
    ready.catch(() => configured.delete(url));
    configured.set(url, ready);
  }
  return ready;
}

export interface Position {
  lng: number;
  lat: number;
}

/** Device location: WeChat's getLocation (GCJ-02) inside WeChat, the browser's elsewhere. */
export async function getLocation(timeoutMs = 15_000): Promise<Position> {
  if (isWeChat()) {
    const wx = await wxReady();
    return new Promise((resolve, reject) => {
      wx.getLocation({
        type: 'gcj02',
        success: (res) => resolve({ lng: res.longitude, lat: res.latitude }),
        fail: (res) => reject(new Error(res.errMsg)),
        cancel: () => reject(new Error('getLocation:cancel')),
      });
    });
  }
  // Browsers report WGS-84; the offset from GCJ-02 (a few hundred metres) does not change the city.
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error('geolocation unavailable'));
    navigator.geolocation.getCurrentPosition(
      (pos) => resolve({ lng: pos.coords.longitude, lat: pos.coords.latitude }),
      (err) => reject(new Error(err.message || 'geolocation failed')),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 10 * 60_000 },
    );
  });
}

/** Sets what WeChat's share menu sends (to a chat and to Moments). */
export async function setWeChatShare(share: SharePayload): Promise<void> {
  const wx = await wxReady();
  wx.updateAppMessageShareData({ title: share.title, desc: share.desc, link: share.link, imgUrl: share.imgUrl });
  wx.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl });
}

/** Outside WeChat a share button uses the system share sheet, or copies the link. */
export async function shareOutsideWeChat(share: SharePayload): Promise<'shared' | 'copied' | 'failed'> {
  try {
    if (navigator.share) {
      await navigator.share({ title: share.title, text: share.desc, url: share.link });
      return 'shared';
    }
    await navigator.clipboard.writeText(share.link);
    return 'copied';
  } catch {
    return 'failed';
  }
}
