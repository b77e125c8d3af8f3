import Fastify from 'fastify';
import { prepareSandbox, sandboxPlugin } from './index';

const port = Number(process.env.SANDBOX_PORT ?? 3100);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`SANDBOX_PORT must be a port number, got ${process.env.SANDBOX_PORT}`);
  process.exit(1);
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy: true });
await prepareSandbox({ dataDir: '.data' });
await app.register(sandboxPlugin, {
  prefix: '/sandbox',
  dataDir: '.data',
  wechat: {
    apps: [
      {
        appid: process.env.WECHAT_APP_ID ?? 'wx5a1dbox0000000001',
        secret: process.env.WECHAT_APP_SECRET ?? 'sandbox-secret-0000000000000000',
        name: '学车服务号（沙箱）',
      },
    ],
  },
  amap: { key: process.env.AMAP_KEY ?? 'sandbox-amap-key' },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ host: '127.0.0.1', port });
