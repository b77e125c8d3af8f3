import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';

/**
 * A stand-in for WeChat's JS-SDK (jweixin-1.6.0.js) for pages opened with a WeChat user agent.
 * `wx.config` is checked the way WeChat checks it: the sha1 signature over the current jsapi ticket,
 * nonce, timestamp and page URL (docs/protocols.md#wechat-js-sdk). Calls are recorded on `window.__wxSandbox` so a
 * person (or a browser test) can see what the page asked WeChat to do.
 * The function body runs in the browser, so it is plain script with no imports.
 */
function standIn(verifyUrl: string, payBridgeUrl: string, transferBridgeUrl: string): void {
  // The few browser globals used here (this package is typed for Node).
  type Position = { coords: { latitude: number; longitude: number; accuracy: number } };
  const page = globalThis as unknown as {
    location: { href: string };
    navigator: {
      userAgent: string;
      geolocation: { getCurrentPosition(ok: (p: Position) => void, fail: () => void): void };
    };
    performance: { getEntriesByType(type: 'navigation'): { name: string }[] };
  } & Record<string, unknown>;
  // WeChat on iOS checks the signature against the URL the page was first opened at, elsewhere the current one.
  const ios = /iPhone|iPad|iPod/i.test(page.navigator.userAgent);
  const signedUrl = () => {
    const entry = page.performance.getEntriesByType('navigation')[0]?.name;
    return (ios && entry ? entry : page.location.href).split('#')[0];
  };
  type Options = { success?: (res: object) => void; fail?: (res: object) => void } & Record<string, unknown>;
  type Call = { api: string; args: Record<string, unknown> };
  const record = { config: null as null | { appId: string; jsApiList: string[]; result: string }, calls: [] as Call[] };
  let status: 'idle' | 'pending' | 'ready' | 'error' = 'idle';
  let failure = { errMsg: '' };
  const onReady: (() => void)[] = [];
  const onError: ((res: { errMsg: string }) => void)[] = [];

  const call = (api: string, options: Options, run: () => object) => {
    const args: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(options)) if (typeof value !== 'function') args[key] = value;
    record.calls.push({ api, args });
    if (status !== 'ready') return options.fail?.({ errMsg: `${api}:fail, the permission value is offline verifying` });
    if (!record.config?.jsApiList.includes(api)) return options.fail?.({ errMsg: `${api}:permission denied` });
    options.success?.({ errMsg: `${api}:ok`, ...run() });
  };

  const wx = {
    config(c: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }) {
      status = 'pending';
      record.config = { appId: c.appId, jsApiList: c.jsApiList ?? [], result: 'pending' };
      const body = {
        appId: c.appId,
        timestamp: c.timestamp,
        nonceStr: c.nonceStr,
        signature: c.signature,
        url: signedUrl(),
      };
      fetch(verifyUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .then((res) => res.json() as Promise<{ errMsg: string }>)
        .catch(() => ({ errMsg: 'config:fail' }))
        .then((res) => {
          if (record.config) record.config.result = res.errMsg;
          if (res.errMsg === 'config:ok') {
            status = 'ready';
            for (const fn of onReady.splice(0)) fn();
          } else {
            status = 'error';
            failure = res;
            for (const fn of onError.splice(0)) fn(res);
          }
        });
    },
    ready(fn: () => void) {
      if (status === 'ready') fn();
      else onReady.push(fn);
    },
    error(fn: (res: { errMsg: string }) => void) {
      if (status === 'error') fn(failure);
      else onError.push(fn);
    },
    updateAppMessageShareData(options: Options) {
      call('updateAppMessageShareData', options, () => ({}));
    },
    updateTimelineShareData(options: Options) {
      call('updateTimelineShareData', options, () => ({}));
    },
    // The sandbox has no camera: the person types or pastes what the QR code holds (e.g. a poster's link).
    scanQRCode(options: Options) {
      const ask = page.prompt as ((message: string) => string | null) | undefined;
      const cancel = options.cancel as (() => void) | undefined;
      const answered = {
        ...options,
        success: (res: object) => {
          const text = (res as { resultStr?: string }).resultStr;
          if (text) options.success?.(res);
          else cancel?.();
        },
      };
      call('scanQRCode', answered, () => ({
        resultStr: ask?.('沙箱扫码：粘贴二维码里的内容（如海报上的链接）')?.trim() ?? '',
      }));
    },
    getLocation(options: Options) {
      const args: Record<string, unknown> = { type: options.type };
      record.calls.push({ api: 'getLocation', args });
      page.navigator.geolocation.getCurrentPosition(
        (pos) =>
          options.success?.({
            errMsg: 'getLocation:ok',
            latitude: pos.coords.latitude,
            longitude: pos.coords.longitude,
            speed: 0,
            accuracy: pos.coords.accuracy,
          }),
        () => options.fail?.({ errMsg: 'getLocation:fail' }),
      );
    },
  };
  page.wx = wx;
  page.jWeixin = wx;
  page.__wxSandbox = record;

  // WeChat's own bridge, present in its browser without the SDK: here getBrandWCPayRequest, which shows
  // a payment sheet and asks the WeChat Pay sandbox to check the paySign and take the payment, and
  // requestMerchantTransfer, whose sheet lets the person accept (or decline) a merchant's transfer.
  type El = {
    style: Record<string, string>;
    textContent: string;
    setAttribute(name: string, value: string): void;
    appendChild(child: El): void;
    remove(): void;
    onclick: null | (() => void);
  };
  const doc = (globalThis as unknown as { document: { createElement(tag: string): El; body: El } }).document;
  type BridgeReply = {
    err_msg: string;
    err_desc?: string;
    description?: string;
    total?: number;
    remark?: string;
    amount?: number;
  };
  const postTo = (url: string, failMsg: string) => (params: Record<string, unknown>, action: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...params, action }),
    })
      .then((res) => res.json() as Promise<BridgeReply>)
      .catch((): BridgeReply => ({ err_msg: failMsg, err_desc: 'network' }));
  const post = postTo(payBridgeUrl, 'get_brand_wcpay_request:fail');
  const postTransfer = postTo(transferBridgeUrl, 'requestMerchantTransfer:fail');
  const sheet = (
    testId: string,
    caption: string,
    total: number,
    labels: [string, string],
    choose: (approve: boolean) => void,
  ) => {
    const el = (tag: string, css: string, text = '') => {
      const node = doc.createElement(tag);
      node.style.cssText = css; // CSSOM, which the app's CSP allows (a style attribute it would refuse)
      node.textContent = text;
      return node;
    };
    const shade = el(
      'div',
      'position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:2147483647;display:flex;align-items:flex-end',
    );
    const box = el(
      'div',
      'background:#fff;width:100%;padding:20px 16px 28px;border-radius:12px 12px 0 0;font:15px sans-serif;text-align:center',
    );
    box.setAttribute('data-testid', testId);
    box.appendChild(el('div', 'color:#888', caption));
    box.appendChild(el('div', 'font-size:32px;font-weight:700;margin:14px 0 20px', `¥${(total / 100).toFixed(2)}`));
    const pay = el(
      'button',
      'display:block;width:100%;padding:12px;border:0;border-radius:6px;background:#07c160;color:#fff;font-size:17px',
      labels[0],
    );
    const cancel = el(
      'button',
      'display:block;width:100%;padding:12px;margin-top:10px;border:0;background:none;color:#576b95;font-size:15px',
      labels[1],
    );
    pay.onclick = () => {
      shade.remove();
      choose(true);
    };
    cancel.onclick = () => {
      shade.remove();
      choose(false);
    };
    box.appendChild(pay);
    box.appendChild(cancel);
    shade.appendChild(box);
    doc.body.appendChild(shade);
  };
  page.WeixinJSBridge = {
    invoke(api: string, params: Record<string, unknown>, callback: (res: { err_msg: string }) => void) {
      record.calls.push({ api, args: params });
      if (api === 'requestMerchantTransfer') {
        // ok only means the person accepted: the merchant learns the outcome from WeChat Pay.
        postTransfer(params, 'preview').then((checked) => {
          if (checked.err_msg !== 'preview:ok') return callback(checked);
          sheet(
            'wxtransfer-sheet',
            `商家转账（沙箱） · ${checked.remark ?? ''}`,
            checked.amount ?? 0,
            ['确认收款', '取消'],
            (accept) => postTransfer(params, accept ? 'confirm' : 'cancel').then(callback),
          );
        });
        return;
      }
      if (api !== 'getBrandWCPayRequest') return callback({ err_msg: `${api}:fail, not in the sandbox` });
      post(params, 'preview').then((checked) => {
        if (checked.err_msg !== 'preview:ok') return callback(checked);
        sheet(
          'wxpay-sheet',
          `微信支付（沙箱） · ${checked.description ?? ''}`,
          checked.total ?? 0,
          ['确认支付', '取消'],
          (approve) => post(params, approve ? 'approve' : 'cancel').then(callback),
        );
      });
    },
  };
}

/** `GET <prefix>/wechat/jssdk.js` and the check behind its `wx.config`. */
export function jssdkRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/wechat/jssdk.js', async (_request, reply) => {
    const urls = [
      `${ctx.prefix}/wechat/jssdk/verify`,
      `${ctx.prefix}/wechatpay/bridge/pay`,
      `${ctx.prefix}/wechatpay/bridge/transfer`,
    ].map((u) => JSON.stringify(u));
    const script = `(${standIn.toString()})(${urls.join(', ')});\n`;
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script);
  });

  app.post('/wechat/jssdk/verify', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
    const [appId, nonceStr, signature, url] = [text('appId'), text('nonceStr'), text('signature'), text('url')];
    const timestamp = String(body.timestamp ?? '');
    if (!appId || !nonceStr || !signature || !url || !/^\d+$/.test(timestamp)) {
      return { errMsg: 'config:invalid parameters' };
    }
    if (!ctx.apps.find(appId)) return { errMsg: 'config:invalid appId' };
    const ticket = ctx.cgi.currentTicket(appId, 'jsapi');
    if (!ticket) return { errMsg: 'config:invalid signature' };
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`)
      .digest('hex');
    return { errMsg: expected === signature ? 'config:ok' : 'config:invalid signature' };
  });
}
