import { buildApp } from './app';
import { loadConfig } from './config';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const app = await buildApp(config);
await app.listen({ host: config.host, port: config.port });
app.log.info(`Xueche is running on http://localhost:${config.port} (WeChat: ${config.wechat.mode})`);

// Graceful shutdown: stop taking requests, finish the ones in flight, close the database.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}
