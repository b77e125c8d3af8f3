import type { AmapClient } from './adapters/amap';
import type { SmsClient } from './adapters/sms';
import type { WechatClient } from './adapters/wechat';
import type { WechatPayClient } from './adapters/wechat-pay';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Kv } from './platform/kv';

/** What route modules are given: configuration, the database and the outside world's adapters. */
export interface Deps {
  config: Config;
  db: Db;
  kv: Kv;
  wechat: WechatClient;
  amap: AmapClient;
  pay: WechatPayClient;
  sms: SmsClient;
}
