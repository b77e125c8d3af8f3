/** The parts of WeChat's JS-SDK (jweixin-1.6.0) this app calls. */
export interface WxCallbacks<T = unknown> {
  success?: (res: T) => void;
  fail?: (res: { errMsg: string }) => void;
  cancel?: () => void;
}

export interface WxSdk {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
    openTagList?: string[];
  }): void;
  ready(fn: () => void): void;
  error(fn: (res: { errMsg: string }) => void): void;
  getLocation(options: { type: 'gcj02' | 'wgs84' } & WxCallbacks<{ latitude: number; longitude: number }>): void;
  /** WeChat's own map at a GCJ-02 point, from which the person starts navigation. */
  openLocation?(
    options: { latitude: number; longitude: number; name?: string; address?: string; scale?: number } & WxCallbacks,
  ): void;
  updateAppMessageShareData(options: { title: string; desc: string; link: string; imgUrl: string } & WxCallbacks): void;
  updateTimelineShareData(options: { title: string; link: string; imgUrl: string } & WxCallbacks): void;
}

declare global {
  interface Window {
    wx?: WxSdk;
  }
}
