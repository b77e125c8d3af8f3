import type { AmapClient } from './adapters/amap';
import type { DiskStore } from './adapters/object-store-disk';
import type { S3Store } from './adapters/object-store-s3';
import type { SmsClient } from './adapters/sms';
import type { WechatClient } from './adapters/wechat';
import type { WechatPayClient } from './adapters/wechat-pay';
import type { Config } from './config';
import type { Db } from './db/client';
import type { ProductKinds } from './modules/commerce/product-kinds';
import type { Jobs } from './modules/jobs/jobs';
import type { VoiceSynth } from './modules/light/voice-synth';
import type { Kv } from './platform/kv';
import type { Metrics } from './platform/metrics';

/** What route modules are given: configuration, the database and the outside world's adapters. */
export interface Deps {
  config: Config;
  db: Db;
  kv: Kv;
  /** The job queue (docs/jobs.md): work done after a request, on a schedule, or with retries. */
  jobs: Jobs;
  /** Counters and gauges for /metrics (platform/metrics.ts). */
  metrics: Metrics;
  wechat: WechatClient;
  amap: AmapClient;
  pay: WechatPayClient;
  sms: SmsClient;
  /** Uploaded files: DATA_DIR/uploads or an S3-compatible bucket (docs/storage.md). */
  storage: DiskStore | S3Store;
  /** What each kind of product does when its order is paid, closed or refunded (commerce/product-kinds.ts). */
  productKinds: ProductKinds;
  /** The lighting exam's voices, made in a worker thread this app starts and stops (light/voice-synth.ts). */
  voices: VoiceSynth;
  /** The HMAC key SMS codes are stored under, derived from the operator token (sms/sms.service.ts). */
  smsCodeSecret: Buffer;
}
