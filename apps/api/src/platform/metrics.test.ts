import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentOrderingCourse } from '../test/course-order';
import { idleJobsBut } from '../test/idle-jobs';
import {
  deliverNotification,
  paidTransaction,
  paymentNotification,
  payNotification,
  sandboxPayKeys,
} from '../test/pay-notification';
import { person } from '../test/person';
import { login, openid, startTestApp, type TestApp } from '../test/test-app';
import { createMetrics } from './metrics';

const OPS_TOKEN = 'ops-token-for-metrics-test';

/** Every sample in Prometheus text: name, labels and value. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = line.match(/^(\w+)(?:\{(.*)\})? (\S+)$/) ?? [];
      const pairs = [...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]);
      return { name, labels: Object.fromEntries(pairs) as Record<string, string>, value: Number(value) };
    });
}

/** The value of the sample with this name and exactly these labels; undefined when there is none. */
function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const key = JSON.stringify(Object.entries(labels).sort());
  return samples(text).find((s) => s.name === name && JSON.stringify(Object.entries(s.labels).sort()) === key)?.value;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
});
afterAll(() => t.close());

async function scrape(app = t.app, token = OPS_TOKEN): Promise<string> {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

describe('/metrics', () => {
  it('answers a caller without the token 401, in the envelope, with the API policy', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 401, status: 0, msg: '监控口令无效', data: null });
    expect(none.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(401);
    const { token } = await login(t.app, { openid: openid() });
    const session = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(session.statusCode).toBe(401);
  });

  it('serves Prometheus text to the operator token, process and Node metrics included', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(sampleValue(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(res.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('takes only METRICS_TOKEN once it is set', async () => {
    const own = await startTestApp({ OPS_TOKEN, METRICS_TOKEN: 'prometheus-scrape-token' });
    try {
      const byOps = await own.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${OPS_TOKEN}` } });
      expect(byOps.statusCode).toBe(401);
      expect(
        sampleValue(await scrape(own.app, 'prometheus-scrape-token'), 'process_cpu_user_seconds_total'),
      ).toBeDefined();
    } finally {
      await own.close();
    }
  });
});

describe('request metrics', () => {
  it('count and time each request by route pattern, method and status; never a token or a phone number', async () => {
    const student = await person(t);
    await student.get('/api/v1/user/base');
    await student.get('/api/v1/user/base');
    await student.get('/api/v1/exam/chapters?subject=abc');
    await t.app.inject({ url: '/api/v1/user/base', headers: { authorization: 'Bearer made-up' } });
    await t.app.inject({ url: '/api/v1/user/13800138000' });
    await t.app.inject({ url: '/api/v2/crede/info?did=13800138000' });

    const text = await scrape();
    const count = (route: string, status: string, method = 'GET') =>
      sampleValue(text, 'xueche_http_request_duration_seconds_count', { method, route, status });
    expect(count('/api/v1/user/base', '200')).toBe(2);
    expect(count('/api/v1/user/base', '401')).toBe(1);
    expect(count('/api/v1/exam/chapters', '400')).toBe(1);
    expect(count('unmatched', '404')).toBeGreaterThanOrEqual(1);
    const sum = sampleValue(text, 'xueche_http_request_duration_seconds_sum', {
      method: 'GET',
      route: '/api/v1/user/base',
      status: '200',
    });
    expect(sum).toBeGreaterThan(0);
    expect(
      sampleValue(text, 'xueche_http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/v1/user/base',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(2);

    const routes = new Set(samples(text).flatMap((s) => (s.labels.route ? [s.labels.route] : [])));
    for (const route of routes) expect(route).toMatch(/^(\/[\w\-/:*.]*|unmatched)$/);
    expect(text).not.toContain('13800138000');
    expect(text).not.toContain('access-token');
    expect(text).not.toContain('made-up');
  });

  it('count replies that failed on our side; a scrape still answers when the database is gone', async () => {
    const broken = await startTestApp({ OPS_TOKEN });
    try {
      const kind = broken.database.kind;
      expect(sampleValue(await scrape(broken.app), 'xueche_db_size_bytes', { database: kind })).toBeGreaterThan(0);
      await broken.database.close();
      expect((await broken.app.inject({ url: '/api/healthz' })).statusCode).toBe(500);
      const text = await scrape(broken.app);
      expect(
        sampleValue(text, 'xueche_http_errors_total', { method: 'GET', route: '/api/healthz', status: '500' }),
      ).toBe(1);
      // The database could not be asked: its gauges are left out, not stale.
      expect(sampleValue(text, 'xueche_db_probe_seconds', { database: kind })).toBeUndefined();
      expect(sampleValue(text, 'xueche_db_size_bytes', { database: kind })).toBeUndefined();
    } finally {
      await broken.app.close();
    }
  });
});

describe('database metrics', () => {
  it('show the pool on PostgreSQL; on both, how long a query waits and the size on disk', async () => {
    const text = await scrape();
    const kind = t.database.kind;
    expect(sampleValue(text, 'xueche_db_probe_seconds', { database: kind })).toBeGreaterThan(0);
    expect(sampleValue(text, 'xueche_db_size_bytes', { database: kind })).toBeGreaterThan(1024 * 1024);
    if (kind === 'postgres') {
      expect(sampleValue(text, 'xueche_db_pool_max')).toBe(10);
      const busy = sampleValue(text, 'xueche_db_pool_connections', { state: 'busy' }) ?? -1;
      const idle = sampleValue(text, 'xueche_db_pool_connections', { state: 'idle' }) ?? -1;
      // Read before the scrape's probe runs: pg closes connections idle for 10 s, so on a slow machine the pool
      // may hold none at that instant. Both states are reported, and never more than the pool's maximum.
      expect(busy).toBeGreaterThanOrEqual(0);
      expect(idle).toBeGreaterThanOrEqual(0);
      expect(busy + idle).toBeLessThanOrEqual(10);
      expect(sampleValue(text, 'xueche_db_pool_waiting')).toBe(0);
    } else {
      // PGlite has one connection and no pool.
      expect(text).not.toContain('xueche_db_pool');
    }
  });
});

describe('WeChat Pay notification metrics', () => {
  it('count each notification by kind and outcome: paid, duplicate, mismatch, refused, ignored', async () => {
    const keys = sandboxPayKeys(t.dataDir);
    const { student, order } = await studentOrderingCourse(t);

    const payment = (amount: number) =>
      paymentNotification(keys, paidTransaction(keys, order.order_no, student.openid, amount));
    const deliver = (n: { raw: string; headers: Record<string, string> }) => deliverNotification(t, n);

    expect((await deliver(payment(order.amount + 1))).statusCode).toBe(400);
    expect((await deliver(payment(order.amount))).statusCode).toBe(204);
    expect((await deliver(payment(order.amount))).statusCode).toBe(204);
    const forged = { ...payment(order.amount) };
    forged.raw = forged.raw.replace('"summary":"支付成功"', '"summary":"forged"');
    expect((await deliver(forged)).statusCode).toBe(401);
    const other = payNotification(keys, {
      type: 'PROFITSHARING.SUCCESS',
      summary: '分账',
      originalType: 'profitsharing',
      resource: {},
    });
    expect((await deliver(other)).statusCode).toBe(204);

    const text = await scrape();
    const count = (kind: string, outcome: string) =>
      sampleValue(text, 'xueche_wechatpay_notifications_total', { kind, outcome });
    expect(count('payment', 'mismatch')).toBe(1);
    expect(count('payment', 'paid')).toBe(1);
    expect(count('payment', 'duplicate')).toBe(1);
    expect(count('unverified', 'refused')).toBe(1);
    expect(count('other', 'ignored')).toBe(1);
  });
});

describe('job metrics', () => {
  it('show each queue by state, read from the queue itself, and count failed attempts, final or not', async () => {
    const own = await startTestApp({ OPS_TOKEN, JOBS_WORKERS: 'false' });
    try {
      const jobs = own.app.jobs;
      jobs.handleWith(
        idleJobsBut({
          'coach-notice': async () => {
            throw new Error('the provider refused');
          },
        }),
      );
      const notice = { coachId: 1, event: 'newStudent', detail: 'x' } as const;
      await jobs.send('coach-notice', notice);
      await jobs.send('coach-notice', notice);
      const depth = (text: string, state: string) =>
        sampleValue(text, 'xueche_job_queue_depth', { queue: 'coach-notice', state });
      const before = await scrape(own.app);
      expect(depth(before, 'created')).toBe(2);
      expect(depth(before, 'retry')).toBe(0);
      expect(sampleValue(before, 'xueche_job_queue_depth', { queue: 'close-expired-orders', state: 'active' })).toBe(0);

      // Each job: its first attempt and coach-notice's five retries, all failing.
      expect(await jobs.workNow('coach-notice', { skipDelays: true })).toBe(12);
      const after = await scrape(own.app);
      expect(depth(after, 'created')).toBe(0);
      expect(depth(after, 'retry')).toBe(0);
      const failures = (final: string) =>
        sampleValue(after, 'xueche_job_failures_total', { queue: 'coach-notice', final });
      expect(failures('false')).toBe(10);
      expect(failures('true')).toBe(2);
    } finally {
      await own.close();
    }
  });
});

describe('the registration point for other modules', () => {
  it('reads gauges at each scrape, without stale label sets, and skips one that fails', async () => {
    const warnings: string[] = [];
    const metrics = createMetrics((m) => warnings.push(m));
    let depth: Record<string, number> = { emails: 3, exports: 1 };
    metrics.gauge({
      name: 'test_queue_depth',
      help: 'jobs waiting',
      labelNames: ['queue'],
      read: () => Object.entries(depth).map(([queue, value]) => ({ labels: { queue }, value })),
    });
    metrics.gauge({
      name: 'test_broken',
      help: 'never readable',
      read: () => {
        throw new Error('queue store is down');
      },
    });
    const failures = metrics.counter({ name: 'test_job_failures_total', help: 'jobs failed', labelNames: ['queue'] });
    failures.inc({ queue: 'emails' });
    failures.inc({ queue: 'emails' });

    const first = await metrics.registry.metrics();
    expect(sampleValue(first, 'test_queue_depth', { queue: 'emails' })).toBe(3);
    expect(sampleValue(first, 'test_queue_depth', { queue: 'exports' })).toBe(1);
    expect(sampleValue(first, 'test_job_failures_total', { queue: 'emails' })).toBe(2);
    expect(sampleValue(first, 'test_broken')).toBeNaN();
    expect(warnings).toEqual(['metrics: test_broken could not be read (queue store is down)']);

    depth = { emails: 0 };
    const second = await metrics.registry.metrics();
    expect(sampleValue(second, 'test_queue_depth', { queue: 'emails' })).toBe(0);
    expect(sampleValue(second, 'test_queue_depth', { queue: 'exports' })).toBeUndefined();
  });
});
