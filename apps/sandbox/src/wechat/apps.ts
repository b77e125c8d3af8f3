import { WxError } from './errors';

export interface WechatApp {
  appid: string;
  secret: string;
  name: string;
}

/** The official accounts the sandbox knows, checked the way WeChat checks credentials. */
export class WechatApps {
  constructor(private readonly apps: readonly WechatApp[]) {}

  find(appid: string | undefined): WechatApp | undefined {
    return appid ? this.apps.find((app) => app.appid === appid) : undefined;
  }

  list(): readonly WechatApp[] {
    return this.apps;
  }

  /** appid alone (refresh_token needs no secret). */
  require(appid: string | undefined): WechatApp {
    if (!appid) throw new WxError('appidMissing');
    const app = this.find(appid);
    if (!app) throw new WxError('invalidAppid');
    return app;
  }

  /** appid and secret together, as cgi-bin/token and sns/oauth2/access_token want them. */
  authenticate(appid: string | undefined, secret: string | undefined): WechatApp {
    const app = this.require(appid);
    if (!secret) throw new WxError('appsecretMissing');
    if (secret !== app.secret) throw new WxError('invalidAppsecret');
    return app;
  }
}
