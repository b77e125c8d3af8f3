import { join } from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { amapRoutes } from './amap/routes';
import type { SandboxContext } from './context';
import { indexRoutes } from './pages/index-route';
import { Buckets } from './s3/buckets';
import { s3Routes } from './s3/routes';
import { Outbox } from './sms/outbox';
import { smsRoutes } from './sms/routes';
import { WechatApps } from './wechat/apps';
import { CgiCredentials } from './wechat/cgi-credentials';
import { wxErrors } from './wechat/errors';
import { IdentityStore } from './wechat/identities';
import { OauthGrants } from './wechat/oauth-grants';
import { wechatRoutes } from './wechat/routes';
import { loadPayKeys, type SignsWith } from './wechatpay/keys';
import { Notifier } from './wechatpay/notifier';
import { wechatPayRoutes } from './wechatpay/routes';
import { PaySigner } from './wechatpay/signer';
import { Transactions } from './wechatpay/transactions';

export interface SandboxOptions {
  /** Folder the sandbox keeps its state in (created if missing), e.g. `./.data`. */
  dataDir: string;
  /** The official accounts it knows. */
  wechat: { apps: { appid: string; secret: string; name: string }[] };
  /** The only AMap web-service key it accepts. */
  amap: { key: string };
  /** The origin people's browsers use (the app's PUBLIC_URL); by default, how each request reached us. */
  publicUrl?: string;
  /** Millisecond clock, injectable so tests can expire codes and tokens. */
  now?: () => number;
  /** The AccessKey pair the Aliyun SMS stand-in accepts (defaults: the API's sandbox credentials). */
  sms?: { accessKeyId: string; accessKeySecret: string };
  /**
   * The sandbox merchant of WeChat Pay; its keys are made at first start in dataDir. `signsWith` says
   * which kind of merchant it is: on the WeChat Pay public key (the default), on platform certificates,
   * or switching over (signed with either).
   */
  wechatPay?: { mchid?: string; signsWith?: SignsWith };
  /**
   * The S3 stand-in's one account (defaults: SANDBOX_S3) and the buckets made at start; objects are kept
   * under dataDir/sandbox-s3.
   */
  s3?: { accessKeyId: string; secretAccessKey: string; region: string; buckets?: string[] };
}

/** Where the sandbox writes the merchant's WeChat Pay credentials (what a merchant downloads from the console). */
export const SANDBOX_PAY_MERCHANT_FILE = 'sandbox-wechatpay-merchant.json';
/** Where the sandbox keeps its own WeChat Pay keys (both sides' private keys: never the merchant's to read). */
export const SANDBOX_PAY_KEYS_FILE = 'sandbox-wechatpay.json';
export const SANDBOX_PAY_MCHID = '1900000109';
/** The SMS stand-in's AccessKey pair when none is configured (the API's sandbox-mode defaults). */
export const SANDBOX_SMS_KEY = {
  accessKeyId: 'sandbox-sms-key-id',
  accessKeySecret: 'sandbox-sms-secret-0000000000000000',
};

/** The S3 stand-in's account and bucket when none is configured (the API's sandbox-mode defaults). */
export const SANDBOX_S3 = {
  accessKeyId: 'sandbox-s3-key-id',
  secretAccessKey: 'sandbox-s3-secret-0000000000000000',
  region: 'us-east-1',
  bucket: 'xueche',
};

export type { Identity, UserType } from './wechat/identities';
export { defaultIdentities } from './wechat/identities';
export type { SignsWith } from './wechatpay/keys';

const formType = 'application/x-www-form-urlencoded';

/** WeChat and AMap answer even broken requests with HTTP 200 and their own error body. */
function registerErrorHandler(scope: FastifyInstance, prefix: string): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const clientError = (error.statusCode ?? 500) < 500;
    if (!clientError) request.log.error({ err: error }, 'sandbox handler failed');
    if (path.startsWith(`${prefix}/wechat/`) && !path.includes('/connect/')) {
      const [errcode, errmsg] = clientError ? wxErrors.dataFormatError : wxErrors.systemError;
      return reply.code(200).send({ errcode, errmsg });
    }
    if (path.startsWith(`${prefix}/amap/`)) {
      return reply
        .code(200)
        .send(
          clientError
            ? { status: '0', info: 'INVALID_PARAMS', infocode: '20000' }
            : { status: '0', info: 'UNKNOWN_ERROR', infocode: '20003' },
        );
    }
    throw error;
  });
}

function openPayKeys(options: Pick<SandboxOptions, 'dataDir' | 'wechatPay' | 'now'>) {
  const payKeysFile = join(options.dataDir, SANDBOX_PAY_KEYS_FILE);
  const signsWith = options.wechatPay?.signsWith ?? 'public_key';
  return loadPayKeys(payKeysFile, join(options.dataDir, SANDBOX_PAY_MERCHANT_FILE), {
    mchid: options.wechatPay?.mchid ?? SANDBOX_PAY_MCHID,
    signsWith,
    now: (options.now ?? Date.now)(),
  }).then((payKeys) => ({ payKeys, payKeysFile, signsWith }));
}

/**
 * Makes the sandbox's WeChat Pay keys in `dataDir` if it has none yet (three RSA pairs: seconds on a busy
 * machine). A host calls it before registering the plugin, so that work is not done inside Fastify's
 * plugin-start watchdog; the plugin then reads the keys back.
 */
export async function prepareSandbox(options: Pick<SandboxOptions, 'dataDir' | 'wechatPay'>): Promise<void> {
  await openPayKeys(options);
}

/**
 * Local stand-ins speaking WeChat's and AMap's HTTP protocols. Register with `{ prefix: '/sandbox' }`:
 * WeChat under `<prefix>/wechat/…`, AMap under `<prefix>/amap/…`, S3 under `<prefix>/s3/<bucket>/<key>`,
 * a front page at `<prefix>/`.
 */
export const sandboxPlugin: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const identities = await IdentityStore.open(join(options.dataDir, 'sandbox-wechat.json'), now, (message) =>
    app.log.warn(message),
  );
  const ctx: SandboxContext = {
    prefix: app.prefix,
    now,
    apps: new WechatApps(options.wechat.apps),
    identities,
    oauth: new OauthGrants(now),
    cgi: new CgiCredentials(now),
    amapKey: options.amap.key,
    publicUrl: options.publicUrl,
  };

  const { payKeys, payKeysFile, signsWith } = await openPayKeys(options);
  const signer = new PaySigner(payKeys, signsWith, payKeysFile, now);
  const notifier = new Notifier(payKeys, signer, now, (message) => app.log.warn(message));
  app.addHook('onClose', async () => notifier.stop());

  const s3 = options.s3 ?? { ...SANDBOX_S3, buckets: [SANDBOX_S3.bucket] };
  const buckets = new Buckets(join(options.dataDir, 'sandbox-s3'));
  for (const bucket of s3.buckets ?? []) await buckets.create(bucket);

  await app.register(async (scope) => {
    // The host may have a form parser of its own: this scope uses exactly ours.
    if (scope.hasContentTypeParser(formType)) scope.removeContentTypeParser(formType);
    await scope.register(formbody);
    registerErrorHandler(scope, ctx.prefix);
    indexRoutes(scope, ctx);
    wechatRoutes(scope, ctx);
    amapRoutes(scope, ctx);
    smsRoutes(scope, { prefix: ctx.prefix, now, outbox: new Outbox(now), ...(options.sms ?? SANDBOX_SMS_KEY) });
    wechatPayRoutes(scope, {
      keys: payKeys,
      signer,
      transactions: new Transactions(now),
      notifier,
      now,
      base: `${ctx.prefix}/wechatpay`,
    });
    s3Routes(scope, { prefix: ctx.prefix, now, buckets, account: s3 });
  });
};
