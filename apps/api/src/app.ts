import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import { prepareSandbox, SANDBOX_PAY_MERCHANT_FILE, sandboxPlugin } from '@xueche/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { amapClient } from './adapters/amap';
import { diskStore } from './adapters/object-store-disk';
import { s3Store } from './adapters/object-store-s3';
import { smsClient } from './adapters/sms';
import { wechatClient } from './adapters/wechat';
import { wechatPayClient } from './adapters/wechat-pay';
import { loadPayCredentials } from './adapters/wechat-pay-credentials';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import type { Deps } from './deps';
import { adminRoutes } from './modules/admin/admin.routes';
import { operatorsOpsRoutes } from './modules/admin/operators.ops';
import { articlesAdminRoutes } from './modules/articles/articles.admin';
import { articleRoutes } from './modules/articles/articles.routes';
import { helpAdminRoutes } from './modules/articles/help.admin';
import { atlasPictureRoutes, atlasRoutes } from './modules/atlas';
import { wxRoutes } from './modules/auth/wx.routes';
import { backupOpsRoutes } from './modules/backup/backup.ops';
import { certificationAdminRoutes } from './modules/certification/certification.admin';
import { certificationOpsRoutes } from './modules/certification/certification.ops';
import { certificationRoutes } from './modules/certification/certification.routes';
import { coachAdminRoutes } from './modules/coach/coach.admin';
import { coachRoutes } from './modules/coach/coach.routes';
import { coachAccountRoutes } from './modules/coach-account/coach-account.routes';
import { commerceAdminRoutes } from './modules/commerce/commerce.admin';
import { commerceOpsRoutes } from './modules/commerce/commerce.ops';
import { commerceRoutes } from './modules/commerce/commerce.routes';
import { commerceKinds, type ProductKinds } from './modules/commerce/product-kinds';
import { productsAdminRoutes } from './modules/commerce/products.admin';
import { examAdminRoutes } from './modules/exam/exam.admin';
import { examOpsRoutes } from './modules/exam/exam.ops';
import { examRoutes } from './modules/exam/exam.routes';
import { fieldsAdminRoutes } from './modules/fields/fields.admin';
import { jobHandlers } from './modules/jobs/handlers';
import { openJobs } from './modules/jobs/jobs';
import { jobsOpsRoutes } from './modules/jobs/jobs.ops';
import { QUEUE_NAMES } from './modules/jobs/queues';
import { lessonsAdminRoutes } from './modules/lessons/lessons.admin';
import { lessonRoutes } from './modules/lessons/lessons.routes';
import { lightAdminRoutes } from './modules/light/light.admin';
import { lightOpsRoutes } from './modules/light/light.ops';
import { lightRoutes } from './modules/light/light.routes';
import { voiceSynth } from './modules/light/voice-synth';
import { mapRoutes } from './modules/map/map.routes';
import { noticesAdminRoutes } from './modules/notices/notices.admin';
import { NOTIFY_PATH, payNotifyRoutes } from './modules/pay-notify/pay-notify.routes';
import { pinAdminRoutes } from './modules/pin/pin.admin';
import { pinOpsRoutes } from './modules/pin/pin.ops';
import { pinRoutes } from './modules/pin/pin.routes';
import { posterRoutes } from './modules/posters/posters.routes';
import { qrRoutes } from './modules/qr/qr.routes';
import { recordsRoutes } from './modules/records/records.routes';
import { settingsAdminRoutes } from './modules/settings/settings.admin';
import { siteAdminRoutes } from './modules/site/site.admin';
import { siteOpsRoutes } from './modules/site/site.ops';
import { siteRoutes } from './modules/site/site.routes';
import { smsRoutes } from './modules/sms/sms.routes';
import { smsCodeSecret } from './modules/sms/sms.service';
import { supportRoutes } from './modules/support/support.routes';
import { systemRoutes } from './modules/system/system.routes';
import { trainBookingOpsRoutes } from './modules/train/booking.ops';
import { trainBookingRoutes } from './modules/train/booking.routes';
import { trainListingRoutes } from './modules/train/listing.routes';
import { trainHours } from './modules/train/order-kind';
import { trainAdminRoutes } from './modules/train/train.admin';
import { trainOpsRoutes } from './modules/train/train.ops';
import { userAdminRoutes } from './modules/user/user.admin';
import { userRoutes } from './modules/user/user.routes';
import { walletAdminRoutes } from './modules/wallet/wallet.admin';
import { walletOpsRoutes } from './modules/wallet/wallet.ops';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { wishAdminRoutes } from './modules/wish/wish.admin';
import { wishOpsRoutes } from './modules/wish/wish.ops';
import { wishRoutes } from './modules/wish/wish.routes';
import { memoryBroadcast, redisBroadcast } from './platform/broadcast';
import { registerJsonCompression } from './platform/compress';
import { registerApiNotFound, registerErrorHandler } from './platform/error-handler';
import { memoryKv, redisKv } from './platform/kv';
import { loggerOptions } from './platform/logging';
import { createMetrics } from './platform/metrics';
import { watchDatabase } from './platform/metrics-db';
import { registerMetrics } from './platform/metrics-http';
import { watchJobs } from './platform/metrics-jobs';
import { registerApiDocs } from './platform/openapi';
import { registerOpsApi } from './platform/ops-api';
import { resolveOpsToken } from './platform/ops-token';
import { publicOrigin, registerHostCheck } from './platform/origin';
import { registerRateLimits } from './platform/rate-limits';
import { connectRedis } from './platform/redis';
import { recordRoutes } from './platform/route-list';
import { adminPolicy, registerSecurityHeaders } from './platform/security-headers';
import { serializerCompiler } from './platform/serializer';
import { attachSessionCache } from './platform/sessions';
import { registerWeb, webInlineScripts } from './platform/web';
import { seedDemo } from './seed';

/**
 * The areas' operator endpoints (`<area>.ops.ts`), all under /api/ops behind the operator token:
 * the operator commands of ops/cli.ts are their clients.
 */
const OPS_AREAS: ((ops: FastifyInstance, deps: Deps) => void)[] = [
  certificationOpsRoutes, // coach:pending, coach:review
  examOpsRoutes, // questions:import, questions:export
  commerceOpsRoutes, // refund
  walletOpsRoutes, // withdrawal:pending, withdrawal:review
  wishOpsRoutes, // wish:list, wish:answer
  jobsOpsRoutes, // jobs, jobs:run
  lightOpsRoutes, // light:*
  pinOpsRoutes, // pin:pending, pin:review
  trainOpsRoutes, // train:pending, train:review
  trainBookingOpsRoutes, // train:end-session (sandbox)
  siteOpsRoutes, // site:*
  operatorsOpsRoutes, // operator:*
  backupOpsRoutes, // backup
];

/**
 * The areas' console endpoints (`<area>.admin.ts`, registered with adminRoute()), beside the console's own
 * (modules/admin: sign-in, accounts, dashboard, audit log) under /api/admin.
 */
const ADMIN_AREAS: ((api: FastifyInstance, deps: Deps) => void)[] = [
  articlesAdminRoutes,
  helpAdminRoutes,
  certificationAdminRoutes,
  coachAdminRoutes,
  commerceAdminRoutes,
  productsAdminRoutes,
  examAdminRoutes,
  fieldsAdminRoutes,
  lessonsAdminRoutes,
  lightAdminRoutes,
  noticesAdminRoutes,
  pinAdminRoutes,
  settingsAdminRoutes,
  siteAdminRoutes,
  trainAdminRoutes,
  userAdminRoutes,
  walletAdminRoutes,
  wishAdminRoutes,
];

export interface BuildOptions {
  /** An already opened database (tests hand one in); otherwise opened from the config. */
  database?: Database;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Kinds of product beyond the app's own (a test sells one of its own through commerce unchanged). */
  productKinds?: ProductKinds;
}

/** This server's own loopback URL, for adapters pointed at the mounted sandbox. */
function selfUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('the sandbox is reached over HTTP: call app.listen() first');
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, opts.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.decorateRequest('accessToken', null);
  app.decorateRequest('consoleSession', null);
  registerErrorHandler(app);
  registerHostCheck(app, config);
  // One connection for the limiter, the kv and publishing; its outages are logged once (platform/redis.ts).
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  await registerRateLimits(app, { redis, keyPrefix: config.redisKeyPrefix });
  await registerSecurityHeaders(app, {
    jssdkUrl: config.wechat.jssdkUrl,
    mediaOrigins: config.mediaOrigins,
    publicUrl: config.publicUrl,
    inlineScripts: config.serveWeb ? webInlineScripts() : [],
  });

  const database =
    opts.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }, (m) => app.log.info(m)));
  if (config.seedDemo) await seedDemo(database.db);
  const opsToken = resolveOpsToken(config.opsToken, config.dataDir);
  const kv = redis ? redisKv(redis, config.redisKeyPrefix) : memoryKv();
  // Signed-in users are kept in memory; a logout or a changed user reaches every process through this.
  const sessions = redis ? redisBroadcast(redis, `${config.redisKeyPrefix}sessions`) : memoryBroadcast();
  attachSessionCache(database.db, sessions);
  const metrics = createMetrics((m) => app.log.warn(m));
  watchDatabase(metrics, database);
  const jobs = await openJobs(database, app.log, {
    work: config.jobWorkers,
    failed: watchJobs(metrics, database.db, QUEUE_NAMES),
  });
  await registerMetrics(app, metrics, config.metricsToken ?? opsToken);

  const deps: Deps = {
    config,
    db: database.db,
    kv,
    jobs,
    metrics,
    wechat: wechatClient({
      appId: config.wechat.appId,
      secret: config.wechat.secret,
      apiBase: () => config.wechat.apiBase ?? `${selfUrl(app)}/sandbox/wechat`,
      kv,
    }),
    amap: amapClient({ key: config.amap.key, apiBase: () => config.amap.apiBase ?? `${selfUrl(app)}/sandbox/amap` }),
    sms: smsClient({ ...config.sms, apiBase: () => config.sms.apiBase ?? `${selfUrl(app)}/sandbox/sms` }),
    pay: wechatPayClient({
      apiBase: () => config.wechatPay.apiBase ?? `${selfUrl(app)}/sandbox/wechatpay`,
      // In sandbox mode the mounted sandbox wrote its merchant's credentials at start.
      credentials: () =>
        loadPayCredentials({ ...config.wechatPay, file: join(config.dataDir, SANDBOX_PAY_MERCHANT_FILE) }),
      // The one place the notify URL is made, for requests and background jobs alike: PUBLIC_URL, else the
      // address this server listens on (platform/origin.ts).
      notifyUrl: () => `${publicOrigin(config, { server: app })}/api${NOTIFY_PATH}`,
    }),
    storage:
      config.storage.kind === 's3'
        ? s3Store({
            ...config.storage.s3,
            endpoint: () => config.storage.s3.endpoint ?? `${selfUrl(app)}/sandbox/s3`,
          })
        : diskStore({ root: join(config.dataDir, 'uploads'), secret: opsToken }),
    // Each area that sells something says what its orders mean (commerce/product-kinds.ts).
    productKinds: { ...commerceKinds, train: trainHours, ...opts.productKinds },
    voices: voiceSynth(),
    smsCodeSecret: smsCodeSecret(opsToken),
  };
  app.addHook('onClose', () => deps.voices.close());
  jobs.handleWith(jobHandlers(deps));
  // The demo lighting sets' voices, made in the background (stately: one waiting at most across the fleet),
  // so the first student to open a set rarely waits for them.
  if (config.seedDemo) await jobs.send('prepare-light-voices', null);
  app.decorate('jobs', jobs);
  // Jobs call the outside world through the adapters, which reach the mounted sandbox over HTTP.
  app.addHook('onListen', async () => jobs.work());

  if (config.mountSandbox) {
    const wechatPay = { signsWith: config.wechatPay.sandboxSignsWith };
    await prepareSandbox({ dataDir: config.dataDir, wechatPay });
    await app.register(sandboxPlugin, {
      prefix: '/sandbox',
      dataDir: config.dataDir,
      wechat: { apps: [{ appid: config.wechat.appId, secret: config.wechat.secret, name: '学车服务号' }] },
      amap: { key: config.amap.key },
      sms: { accessKeyId: config.sms.accessKeyId, accessKeySecret: config.sms.accessKeySecret },
      wechatPay,
      // The stand-in's account is the one the API signs with, when the API's bucket is there.
      s3: config.storage.s3.endpoint
        ? undefined
        : {
            accessKeyId: config.storage.s3.accessKeyId,
            secretAccessKey: config.storage.s3.secretAccessKey,
            region: config.storage.s3.region,
            buckets: [config.storage.s3.bucket],
          },
      publicUrl: config.publicUrl,
    });
  }

  await app.register(
    async (api) => {
      await api.register(formbody);
      registerJsonCompression(api);
      registerApiNotFound(api);
      await registerApiDocs(api);
      systemRoutes(api, deps, redis);
      wxRoutes(api, deps);
      userRoutes(api, deps);
      recordsRoutes(api, deps);
      mapRoutes(api, deps);
      examRoutes(api, deps);
      atlasRoutes(api, deps);
      lessonRoutes(api, deps);
      articleRoutes(api, deps);
      commerceRoutes(api, deps);
      payNotifyRoutes(api, deps);
      smsRoutes(api, deps);
      coachAccountRoutes(api, deps);
      certificationRoutes(api, deps);
      walletRoutes(api, deps);
      coachRoutes(api, deps);
      posterRoutes(api, deps);
      wishRoutes(api, deps);
      lightRoutes(api, deps);
      pinRoutes(api, deps);
      siteRoutes(api, deps);
      trainListingRoutes(api, deps);
      trainBookingRoutes(api, deps);
      supportRoutes(api, deps);
      qrRoutes(api, deps);
      registerOpsApi(
        api,
        opsToken,
        OPS_AREAS.map((area) => (ops: FastifyInstance) => area(ops, deps)),
      );
      // The operator console's API (/api/admin): operator sessions, never the ops token (docs/operator-console.md).
      adminRoutes(api, deps);
      for (const area of ADMIN_AREAS) area(api, deps);
    },
    { prefix: '/api' },
  );

  // The console's images: this server, and the bucket's origin when uploads live in one (signed photo links).
  const bucket =
    config.storage.kind === 's3' && config.storage.s3.endpoint ? [new URL(config.storage.s3.endpoint).origin] : [];
  atlasPictureRoutes(app);
  await registerWeb(app, {
    serveApp: config.serveWeb,
    adminPolicy: (nonce) =>
      adminPolicy(
        { imageOrigins: [...bucket, ...config.mediaOrigins], https: config.publicUrl?.startsWith('https://') ?? false },
        nonce,
      ),
  });

  app.addHook('onClose', async () => {
    await jobs.stop();
    await kv.close();
    await sessions.close();
    await redis?.close();
    deps.storage.close();
    if (!opts.database) await database.close();
  });
  return app;
}
