import { resolve } from 'node:path';
import { z } from 'zod';

/** A file or folder setting: made absolute against the working directory as it is parsed, so nothing downstream
 * (static file roots, child processes, the ops CLI) ever sees a relative path. */
const path = z
  .string()
  .min(1)
  .transform((p) => resolve(p));

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Every setting the API reads from the environment, checked once at start. */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The origin users reach the app at; used for share links and WeChat redirects. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: path.prefault('.data'),
  /** A PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Put before every key this install keeps in Redis, so several installs (or test runs) can share one. */
  REDIS_KEY_PREFIX: z.string().min(1).max(40).default('xueche:'),
  /** Origins (a CDN) lesson media and images may load from, comma-separated; the page CSP allows them. */
  MEDIA_ORIGINS: z
    .string()
    .optional()
    .transform((list, ctx) => {
      const origins = (list ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const o of origins) {
        if (!/^https?:\/\/[^/?#\s]+$/.test(o)) {
          ctx.addIssue({ code: 'custom', message: `"${o}" is not an origin like https://media.example.com` });
        }
      }
      return origins;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool,
  SERVE_WEB: bool,
  /** Run job workers, cron and queue maintenance in this process; false: it only queues jobs. */
  JOBS_WORKERS: bool,
  OPS_TOKEN: z.string().min(16).optional(),
  /** The Bearer token Prometheus scrapes /metrics with; the operator token without it. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Sign-ins per address a minute; 0 turns the limit off. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).default(60),
  /**
   * Which peers may say where a request came from (X-Forwarded-For, -Proto, -Host): their word sets the
   * address limits count by. `loopback` (a proxy on this machine), addresses or subnets (comma-separated,
   * e.g. `10.0.0.0/8`), `true` for anyone (only where nothing but the proxy can connect), `false` for nobody.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/, -]+$/, 'addresses or subnets, loopback, true or false')
    .default('loopback')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v.replace(/\s+/g, ''))),

  WECHAT_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  WECHAT_APP_ID: z.string().default('wx5a1dbox0000000001'),
  WECHAT_APP_SECRET: z.string().default('sandbox-secret-0000000000000000'),
  WECHAT_SCOPE: z.enum(['snsapi_base', 'snsapi_userinfo']).default('snsapi_userinfo'),
  /** Browser-facing authorisation page. Default: the sandbox's, or WeChat's in live mode. */
  WECHAT_AUTHORIZE_URL: z.string().optional(),
  WECHAT_JSSDK_URL: z.string().optional(),
  /** Server-facing API base (sns/…, cgi-bin/…). Default: the mounted sandbox, or api.weixin.qq.com. */
  WECHAT_API_BASE: z.url().optional(),

  /** WeChat Pay v3 (direct merchant). In sandbox mode the sandbox's merchant is used unless these are set. */
  WECHATPAY_API_BASE: z.url().optional(),
  WECHATPAY_MCHID: z
    .string()
    .regex(/^\d{6,12}$/)
    .optional(),
  WECHATPAY_API_V3_KEY: z.string().length(32).optional(),
  WECHATPAY_MCH_SERIAL: z.string().min(8).optional(),
  /** apiclient_key.pem, the merchant's API private key. */
  WECHATPAY_MCH_KEY_FILE: path.optional(),
  /** The WeChat Pay public key (微信支付公钥) and its id, PUB_KEY_ID_…. */
  WECHATPAY_PUBLIC_KEY_FILE: path.optional(),
  WECHATPAY_PUBLIC_KEY_ID: z
    .string()
    .regex(/^PUB_KEY_ID_\w+$/, 'a WeChat Pay public key id looks like PUB_KEY_ID_…')
    .optional(),
  /** Verify with platform certificates downloaded from /v3/certificates; by default when there is no public key. */
  WECHATPAY_PLATFORM_CERTIFICATES: bool,
  /** Which kind of merchant the sandbox's is: it signs with the public key, platform certificates, or both. */
  WECHATPAY_SANDBOX_SIGNS_WITH: z.enum(['public_key', 'platform_certificate', 'both']).default('public_key'),

  AMAP_KEY: z.string().default('sandbox-amap-key'),
  AMAP_API_BASE: z.url().optional(),

  /** Aliyun SendSms (dysmsapi). Default base: the mounted sandbox, or Aliyun's endpoint in live mode. */
  SMS_API_BASE: z.url().optional(),
  /** Sandbox credentials in sandbox mode; live mode needs real ones. */
  SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
  SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  SMS_SIGN_NAME: z.string().min(1).optional(),
  SMS_TEMPLATE_CODE: z.string().min(1).optional(),
  /** The template of coach notices (`${event}：${detail}`); in live mode, notices are off without it. */
  SMS_NOTICE_TEMPLATE_CODE: z.string().min(1).optional(),

  /** Where uploads are kept: `disk` (DATA_DIR/uploads) or `s3` (an S3-compatible bucket, docs/storage.md). */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** The S3-compatible endpoint; in sandbox mode without it, the mounted sandbox's stand-in. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a region looks like us-east-1 or oss-cn-hangzhou')
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name is 3–63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `<endpoint>/<bucket>/<key>` (true) or `<bucket>.<endpoint host>/<key>` (false: Aliyun OSS wants this). */
  S3_FORCE_PATH_STYLE: bool,

  /** Lesson videos uploaded from the console are transcoded to HLS with these (Debian's `ffmpeg` package). */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /** The largest lesson MP4 the console may upload, in MB. */
  LESSON_VIDEO_MAX_MB: z.coerce.number().int().min(1).max(2048).default(300),
});

export type Config = ReturnType<typeof loadConfig>;

/** A live merchant's own WeChat Pay settings, and something to verify WeChat Pay's signatures with. */
function wechatPayProblems(e: z.infer<typeof Env>): string[] {
  const problems = (
    ['WECHATPAY_MCHID', 'WECHATPAY_API_V3_KEY', 'WECHATPAY_MCH_SERIAL', 'WECHATPAY_MCH_KEY_FILE'] as const
  )
    .filter((name) => !e[name])
    .map((name) => `  ${name}: live mode needs it`);
  if (!e.WECHATPAY_PUBLIC_KEY_FILE !== !e.WECHATPAY_PUBLIC_KEY_ID) {
    problems.push(
      '  WECHATPAY_PUBLIC_KEY_ID: goes with WECHATPAY_PUBLIC_KEY_FILE (set both, or neither for platform certificates)',
    );
  }
  if (!e.WECHATPAY_PUBLIC_KEY_FILE && e.WECHATPAY_PLATFORM_CERTIFICATES === false) {
    problems.push(
      '  WECHATPAY_PLATFORM_CERTIFICATES: false needs WECHATPAY_PUBLIC_KEY_FILE, or nothing verifies WeChat Pay',
    );
  }
  return problems;
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * S3 settings only with STORAGE=s3 (a bucket named but never used is a mistake); outside the sandbox's
 * stand-in, an endpoint, a bucket and a key pair.
 */
function storageProblems(e: z.infer<typeof Env>, sandbox: boolean): string[] {
  if (e.STORAGE === 'disk') {
    return S3_SETTINGS.filter((name) => e[name]).map(
      (name) => `  ${name}: is set, but STORAGE is disk (set STORAGE=s3)`,
    );
  }
  if (sandbox && !e.S3_ENDPOINT) return [];
  return S3_SETTINGS.filter((name) => !e[name]).map((name) =>
    name === 'S3_ENDPOINT'
      ? '  S3_ENDPOINT: STORAGE=s3 in live mode needs it (e.g. https://oss-cn-hangzhou.aliyuncs.com)'
      : `  ${name}: STORAGE=s3 needs it with S3_ENDPOINT or in live mode`,
  );
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const sandbox = e.WECHAT_MODE === 'sandbox';
  if (!sandbox && (e.WECHAT_APP_SECRET.startsWith('sandbox-') || !e.WECHAT_APP_ID)) {
    throw new Error('Invalid configuration:\n  WECHAT_APP_SECRET: live mode needs the official account secret');
  }
  const smsMissing = (
    ['SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE'] as const
  ).filter((name) => !e[name]);
  if (!sandbox && smsMissing.length) {
    throw new Error(`Invalid configuration:\n${smsMissing.map((n) => `  ${n}: live mode needs it`).join('\n')}`);
  }
  const payProblems = sandbox ? [] : wechatPayProblems(e);
  if (payProblems.length) throw new Error(`Invalid configuration:\n${payProblems.join('\n')}`);
  const storageIssues = storageProblems(e, sandbox);
  if (storageIssues.length) throw new Error(`Invalid configuration:\n${storageIssues.join('\n')}`);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    mediaOrigins: e.MEDIA_ORIGINS,
    logLevel: e.LOG_LEVEL,
    /** The sandbox is mounted at /sandbox when any service runs against it. */
    mountSandbox: sandbox,
    seedDemo: e.SEED_DEMO ?? sandbox,
    serveWeb: e.SERVE_WEB ?? true,
    jobWorkers: e.JOBS_WORKERS ?? true,
    opsToken: e.OPS_TOKEN,
    metricsToken: e.METRICS_TOKEN,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    wechat: {
      mode: e.WECHAT_MODE,
      appId: e.WECHAT_APP_ID,
      secret: e.WECHAT_APP_SECRET,
      scope: e.WECHAT_SCOPE,
      authorizeUrl:
        e.WECHAT_AUTHORIZE_URL ??
        (sandbox ? '/sandbox/wechat/connect/oauth2/authorize' : 'https://open.weixin.qq.com/connect/oauth2/authorize'),
      jssdkUrl:
        e.WECHAT_JSSDK_URL ?? (sandbox ? '/sandbox/wechat/jssdk.js' : 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'),
      /** Undefined in sandbox mode until the server listens: then it is this server's /sandbox/wechat. */
      apiBase: e.WECHAT_API_BASE ?? (sandbox ? undefined : 'https://api.weixin.qq.com'),
    },
    wechatPay: {
      /** Undefined in sandbox mode until the server listens: then it is this server's /sandbox/wechatpay. */
      apiBase: e.WECHATPAY_API_BASE ?? (sandbox ? undefined : 'https://api.mch.weixin.qq.com'),
      mchid: e.WECHATPAY_MCHID,
      apiV3Key: e.WECHATPAY_API_V3_KEY,
      merchantSerial: e.WECHATPAY_MCH_SERIAL,
      merchantKeyFile: e.WECHATPAY_MCH_KEY_FILE,
      publicKeyFile: e.WECHATPAY_PUBLIC_KEY_FILE,
      publicKeyId: e.WECHATPAY_PUBLIC_KEY_ID,
      platformCertificates: e.WECHATPAY_PLATFORM_CERTIFICATES ?? !e.WECHATPAY_PUBLIC_KEY_FILE,
      sandboxSignsWith: e.WECHATPAY_SANDBOX_SIGNS_WITH,
      /** Outside WeChat there is no JS bridge: only the sandbox has a cashier page to send people to. */
      cashierUrl: sandbox && !e.WECHATPAY_API_BASE ? '/sandbox/wechatpay/cashier' : undefined,
      /** Likewise for accepting a 商家转账: inside WeChat requestMerchantTransfer, outside only the sandbox's page. */
      transferConfirmUrl: sandbox && !e.WECHATPAY_API_BASE ? '/sandbox/wechatpay/transfer' : undefined,
    },
    amap: {
      key: e.AMAP_KEY,
      apiBase: e.AMAP_API_BASE ?? (sandbox ? undefined : 'https://restapi.amap.com'),
    },
    sms: {
      /** Undefined in sandbox mode until the server listens: then it is this server's /sandbox/sms. */
      apiBase: e.SMS_API_BASE ?? (sandbox ? undefined : 'https://dysmsapi.aliyuncs.com'),
      accessKeyId: e.SMS_ACCESS_KEY_ID ?? 'sandbox-sms-key-id',
      accessKeySecret: e.SMS_ACCESS_KEY_SECRET ?? 'sandbox-sms-secret-0000000000000000',
      signName: e.SMS_SIGN_NAME ?? '学车服务',
      templateCode: e.SMS_TEMPLATE_CODE ?? 'SMS_100000001',
      noticeTemplateCode: e.SMS_NOTICE_TEMPLATE_CODE ?? (sandbox ? 'SMS_100000002' : undefined),
    },
    storage: {
      kind: e.STORAGE,
      s3: {
        /** Undefined on the sandbox's stand-in until the server listens: then it is this server's /sandbox/s3. */
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        bucket: e.S3_BUCKET ?? 'xueche',
        accessKeyId: e.S3_ACCESS_KEY_ID ?? 'sandbox-s3-key-id',
        secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? 'sandbox-s3-secret-0000000000000000',
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
      },
    },
    media: {
      ffmpeg: e.FFMPEG_PATH,
      ffprobe: e.FFPROBE_PATH,
      maxUploadBytes: e.LESSON_VIDEO_MAX_MB * 1024 * 1024,
    },
  };
}
