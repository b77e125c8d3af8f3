/** WeChat's in-app JS bridge (defined natively inside WeChat, or by the sandbox's JS-SDK stand-in). */
export interface WeixinPayParams {
  appId: string;
  /** Seconds, as a string. */
  timeStamp: string;
  nonceStr: string;
  /** "prepay_id=…". */
  package: string;
  signType: string;
  paySign: string;
}

export interface WeixinPayResult {
  /** 'get_brand_wcpay_request:ok' | ':cancel' | ':fail' (an ok is not proof of payment). */
  err_msg?: string;
  /** Why it failed, when WeChat says. */
  err_desc?: string;
}

export interface WeixinJSBridge {
  invoke(api: 'getBrandWCPayRequest', params: WeixinPayParams, callback: (res: WeixinPayResult) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}
