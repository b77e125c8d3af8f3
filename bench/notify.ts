// `npm run bench:notify`: how many valid WeChat Pay payment notifications per second the API takes on
// PostgreSQL (POST /api/pay/notify: verify the signature, decrypt, lock the order, pay it, grant the
// course, write level-1 and level-2 commission), with ~10 % delivered twice as WeChat's retries are. The
// ledger is checked afterwards. Figures, not pass/fail — but a ledger discrepancy exits 1.
//
// Needs a PostgreSQL server: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) is used
// to create and drop a scratch database. BENCH_ORDERS (2000), BENCH_CONNECTIONS (10), BENCH_COACHES (4),
// BENCH_DUPLICATES (0.1, the share delivered twice), BENCH_PROCESSES (1: API processes on the one database, the
// connections spread over them in turn, as a balancer would).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { shareOf } from '../apps/api/src/platform/money';
import { encryptResource, signedHeaders } from '../apps/sandbox/src/wechatpay/crypto';
import type { PayKeys } from '../apps/sandbox/src/wechatpay/keys';
import { beijingTime } from '../apps/sandbox/src/wechatpay/transactions';
import {
  cpuTicks,
  postgresTicks,
  sandboxSignIn,
  serverOnScratchPostgres,
  startBenchServer,
  stop,
  TICKS_PER_SECOND,
} from './server';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COACHES = Number(process.env.BENCH_COACHES ?? 4);
const DUPLICATES = Number(process.env.BENCH_DUPLICATES ?? 0.1);
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 1));
const SETUP_CONCURRENCY = 8;
const APP_ID = 'wx5a1dbox0000000001';
// What markPaid writes (the settings' defaults): level 1 to the student's coach, level 2 to their recruiter.
// Coach levels would raise the level-1 rate as sales add points, in whatever order the notifications
// land: the bench keeps one level so every commission is known (levels are tested in coach.test.ts).
const L1_BP = 2000;
const L2_BP = 500;
/** verifyNotification refuses timestamps more than 300 s from now. */
const MAX_SKEW_S = 300;

const { api, dbUrl, dataDir, server, admin, database, close } = await serverOnScratchPostgres({
  // Sandbox mode (the default): the sandbox is mounted at /sandbox, makes its WeChat Pay keys in
  // DATA_DIR and seeds the fields and products.
  WECHAT_MODE: 'sandbox',
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => Math.round(n * 10) / 10;

/** Runs `fn` over `items`, `limit` at a time. */
interface LedgerRow {
  id: string;
  coach_id: number;
  kind: string;
  amount_fen: number;
  order_id: number | null;
  source_user_id: number | null;
}

async function ledgerRows(url: string): Promise<LedgerRow[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (
      await client.query<LedgerRow>(
        'select id, coach_id, kind, amount_fen, order_id, source_user_id from ledger_entries order by id',
      )
    ).rows;
  } finally {
    await client.end();
  }
}

async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i] as T, i);
      }
    }),
  );
  return out;
}

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

interface Person {
  id: number;
  openid: string;
  did: string;
  token: string;
}

const login = (openid: string, type: 1 | 2, did?: string): Promise<Person> => sandboxSignIn(api, openid, { type, did });

const authed = (path: string, token: string) => `${api}${path}${path.includes('?') ? '&' : '?'}access-token=${token}`;

interface Order {
  orderNo: string;
  amount: number;
  student: Person;
  coach: Person;
  recruiter: Person;
}

interface Delivery {
  order: Order;
  duplicate: boolean;
  body: string;
  headers: Record<string, string>;
}

/**
 * POSTs over a kept-alive connection with node:http. The timed burst uses it rather than fetch: the load
 * generator shares the machine's two cores with the server and PostgreSQL: fetch took ~1 ms of CPU a
 * request here, node:http ~0.6 ms, and that is work WeChat's servers, not ours, would do.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let failed = false;
/** The API processes beyond the first (BENCH_PROCESSES), stopped however the run ends. */
let others: { api: string; server: ChildProcess }[] = [];
try {
  // ── 1. Setup (not timed): recruiters, coaches recruited by them, students bound to the coaches, orders ──
  const setupStarted = performance.now();
  const settingsDb = new pg.Client({ connectionString: dbUrl });
  await settingsDb.connect();
  await settingsDb.query(
    `insert into settings (key, value) values ('coach.levels', $1)
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify([{ level: 1, points: 0, bonus_bp: 0 }])],
  );
  await settingsDb.end();
  const run = randomBytes(3).toString('hex');
  const recruiterCount = Math.max(1, Math.ceil(COACHES / 2));
  const recruiters = await pool(
    Array.from({ length: recruiterCount }, (_, i) => `bench-notify-${run}-recruiter-${i}`),
    SETUP_CONCURRENCY,
    (openid) => login(openid, 2),
  );
  const coaches = await pool(
    Array.from({ length: COACHES }, (_, i) => i),
    SETUP_CONCURRENCY,
    async (i) => {
      const recruiter = recruiters[i % recruiters.length] as Person;
      return { coach: await login(`bench-notify-${run}-coach-${i}`, 2, recruiter.did), recruiter };
    },
  );

  // The field courses on sale (several fields, so amounts differ), as a student's phone finds them.
  const scout = await login(`bench-notify-${run}-scout`, 1);
  const loc = await json<{ provinces: { cities: { id: number }[] }[] }>(
    await fetch(authed('/api/v1/user/loc', scout.token)),
    'user/loc',
  );
  const cityId = loc.provinces[0]?.cities[0]?.id;
  if (!cityId) throw new Error('no city with exam fields: is the demo seeded?');
  const top = await json<{ fields: { field_id: number }[] }>(
    await fetch(authed(`/api/v1/user/top-info?city_id=${cityId}`, scout.token)),
    'user/top-info',
  );
  const courses: { id: number; price: number }[] = [];
  for (const field of top.fields.slice(0, 4)) {
    const land = await json<{ list: { id: number; kind: string; price: number; field_id: number | null }[] }>(
      await fetch(authed(`/api/v3/product/land?field_id=${field.field_id}`, scout.token)),
      'product/land',
    );
    const course = land.list.find((p) => p.kind === 'course' && p.field_id === field.field_id);
    if (course) courses.push({ id: course.id, price: course.price });
  }
  if (!courses.length) throw new Error('no field course on sale');

  const orders = await pool(
    Array.from({ length: ORDERS }, (_, i) => i),
    SETUP_CONCURRENCY,
    async (i): Promise<Order> => {
      const { coach, recruiter } = coaches[i % coaches.length] as { coach: Person; recruiter: Person };
      const student = await login(`bench-notify-${run}-student-${i}`, 1, coach.did);
      const course = courses[i % courses.length] as { id: number; price: number };
      // Over real HTTP: the server asks the sandbox's WeChat Pay for a prepay id.
      const confirmed = await json<{ order: { order_no: string; amount: number; status: string } }>(
        await fetch(authed('/api/v1/order/confrim', student.token), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ product_id: course.id }),
        }),
        `order/confrim for student ${i}`,
      );
      if (confirmed.order.status !== 'created' || confirmed.order.amount !== course.price) {
        throw new Error(`student ${i}: unexpected order ${JSON.stringify(confirmed.order)}`);
      }
      return { orderNo: confirmed.order.order_no, amount: confirmed.order.amount, student, coach, recruiter };
    },
  );
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  // The ledger as the demo data left it (coach-for-hire bookings paid, say): the run must leave it as it is and
  // add exactly its own commissions.
  const ledgerBefore = await ledgerRows(dbUrl);

  // ── 2. The notifications, built and signed before the clock starts ──
  const keys = JSON.parse(readFileSync(join(dataDir, 'sandbox-wechatpay.json'), 'utf8')) as PayKeys;
  const buildStarted = Date.now();
  /** Random digits, as the sandbox makes its transaction ids (the index keeps these unique). */
  const digits = (n: number) =>
    Array.from(randomBytes(n))
      .map((b) => String(b % 10))
      .join('');
  const bodies = orders.map((order, i) => {
    const now = Date.now();
    // What the sandbox's Transactions.describe gives for a paid JSAPI order.
    const transaction = {
      appid: APP_ID,
      mchid: keys.mchid,
      out_trade_no: order.orderNo,
      transaction_id: `4200${digits(14)}${String(i).padStart(10, '0')}`,
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: beijingTime(now),
      payer: { openid: order.student.openid },
      amount: { total: order.amount, payer_total: order.amount, currency: 'CNY', payer_currency: 'CNY' },
    };
    // The envelope as the sandbox's Notifier sends it.
    const body = JSON.stringify({
      id: `EV-${beijingTime(now).replace(/\D/g, '').slice(0, 14)}${randomBytes(6).toString('hex')}`,
      create_time: beijingTime(now),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: encryptResource(keys.apiV3Key, JSON.stringify(transaction), 'transaction', 'transaction'),
    });
    return { order, body, transactionId: transaction.transaction_id };
  });
  // Each delivery signed afresh, as WeChat's retries are; a retry follows its first delivery at some
  // distance (sometimes close enough to race it across connections).
  const sign = (body: string) => ({
    'content-type': 'application/json',
    'Request-ID': randomBytes(8).toString('hex'),
    ...signedHeaders(keys.platform, body, Date.now()),
  });
  const queue: { key: number; delivery: Delivery }[] = bodies.map((b, i) => ({
    key: i,
    delivery: { order: b.order, duplicate: false, body: b.body, headers: sign(b.body) },
  }));
  const duplicateCount = Math.round(ORDERS * DUPLICATES);
  const step = duplicateCount ? ORDERS / duplicateCount : 0;
  for (let d = 0; d < duplicateCount; d++) {
    const i = Math.min(ORDERS - 1, Math.floor(d * step + Math.random() * step));
    const b = bodies[i] as (typeof bodies)[number];
    queue.push({
      key: i + 0.5 + Math.random() * 3 * CONNECTIONS,
      delivery: { order: b.order, duplicate: true, body: b.body, headers: sign(b.body) },
    });
  }
  queue.sort((a, b) => a.key - b.key);
  const deliveries = queue.map((q) => q.delivery);

  // ── 3. Timed: C connections deliver them as fast as the API answers ──
  const latencies: number[] = [];
  const failures: { status: number; body: string; duplicate: boolean }[] = [];
  let next = 0;
  // The other processes start after the setup, so the first alone made the demo data and the orders.
  others = await Promise.all(
    Array.from({ length: PROCESSES - 1 }, () => startBenchServer(dbUrl, dataDir, { WECHAT_MODE: 'sandbox' })),
  );
  const apis = [api, ...others.map((o) => o.api)];
  const servers = [server, ...others.map((o) => o.server)];
  const serversTicks = () =>
    servers.reduce<number | null>((sum, s) => {
      const ticks = cpuTicks(s.pid);
      return sum === null || ticks === null ? null : sum + ticks;
    }, 0);
  const serverTicks0 = serversTicks();
  const postgresTicks0 = postgresTicks();
  const clientCpu0 = process.cpuUsage();
  // Lock contention, sampled from PostgreSQL every 100 ms: sessions of the scratch database waiting on a lock.
  const lockWaits: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await admin.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [database],
      );
      lockWaits.push(rows[0]?.n ?? 0);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      const target = apis[connection % apis.length] as string;
      while (next < deliveries.length) {
        const delivery = deliveries[next++] as Delivery;
        const t0 = performance.now();
        let status = 0;
        let text = '';
        try {
          ({ status, text } = await post(`${target}/api/pay/notify`, delivery.headers, delivery.body));
        } catch (error) {
          text = (error as Error).message;
        }
        latencies.push(performance.now() - t0);
        if (status < 200 || status >= 300)
          failures.push({ status, body: text.slice(0, 200), duplicate: delivery.duplicate });
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const clientCpu = process.cpuUsage(clientCpu0);
  const serverTicks1 = serversTicks();
  const postgresTicks1 = postgresTicks();
  if ((Date.now() - buildStarted) / 1000 > MAX_SKEW_S) {
    console.warn(`warning: the run outlasted the ${MAX_SKEW_S} s notification window; later ones went stale`);
  }
  latencies.sort((a, b) => a - b);

  // The server's connections close, so PostgreSQL's statistics for them are flushed.
  await Promise.all(servers.map(stop));

  // ── 4. Check the database ──
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const problems: string[] = [];
  try {
    const orderNos = orders.map((o) => o.orderNo);
    const rows = (
      await db.query<{
        id: number;
        order_no: string;
        status: string;
        amount_fen: number;
        user_id: number;
        referrer_id: number | null;
        transaction_id: string | null;
        paid_at: Date | null;
      }>(
        'select id, order_no, status, amount_fen, user_id, referrer_id, transaction_id, paid_at from orders where order_no = any($1)',
        [orderNos],
      )
    ).rows;
    const byNo = new Map(rows.map((r) => [r.order_no, r]));
    const paidEvents = new Map<string, number>();
    const events = (
      await db.query<{ order_no: string; outcome: string; n: number }>(
        'select order_no, outcome, count(*)::int as n from pay_events where order_no = any($1) group by 1, 2',
        [orderNos],
      )
    ).rows;
    const outcomes: Record<string, number> = {};
    for (const e of events) {
      outcomes[e.outcome] = (outcomes[e.outcome] ?? 0) + e.n;
      if (e.outcome === 'paid') paidEvents.set(e.order_no, e.n);
    }
    const entitled = new Set(
      (
        await db.query<{ source: string }>('select source from course_entitlements where source = any($1)', [
          orderNos.map((n) => `order:${n}`),
        ])
      ).rows.map((r) => r.source),
    );

    const expected = new Map<string, { coachId: number; kind: string; amount: number; userId: number }>();
    const expectedTotals = new Map<number, number>();
    const add = (orderId: number, coachId: number, kind: string, amount: number, userId: number) => {
      expected.set(`${orderId}:${kind}:${coachId}`, { coachId, kind, amount, userId });
      expectedTotals.set(coachId, (expectedTotals.get(coachId) ?? 0) + amount);
    };
    for (const [i, o] of orders.entries()) {
      const row = byNo.get(o.orderNo);
      if (!row) {
        problems.push(`order ${o.orderNo} missing`);
        continue;
      }
      if (row.status !== 'paid' || !row.paid_at) problems.push(`order ${o.orderNo} is ${row.status}`);
      if (row.transaction_id !== bodies[i]?.transactionId)
        problems.push(`order ${o.orderNo} has transaction ${row.transaction_id}`);
      if (paidEvents.get(o.orderNo) !== 1)
        problems.push(`order ${o.orderNo} paid ${paidEvents.get(o.orderNo) ?? 0} times (pay_events)`);
      if (!entitled.has(`order:${o.orderNo}`)) problems.push(`order ${o.orderNo}: no course entitlement`);
      if (row.referrer_id !== o.coach.id)
        problems.push(`order ${o.orderNo} captured referrer ${row.referrer_id}, not coach ${o.coach.id}`);
      add(row.id, o.coach.id, 'commission_l1', shareOf(o.amount, L1_BP), o.student.id);
      add(row.id, o.recruiter.id, 'commission_l2', shareOf(o.amount, L2_BP), o.student.id);
    }

    // Every ledger entry in the database: those there before the run unchanged, and of the others exactly
    // the expected ones, no other.
    const before = new Map(ledgerBefore.map((e) => [e.id, JSON.stringify(e)]));
    for (const e of ledgerBefore) expectedTotals.set(e.coach_id, (expectedTotals.get(e.coach_id) ?? 0) + e.amount_fen);
    const ledger = await ledgerRows(dbUrl);
    const after = new Set(ledger.map((e) => e.id));
    for (const id of before.keys()) if (!after.has(id)) problems.push(`ledger entry ${id} from before the run is gone`);
    const seen = new Set<string>();
    for (const e of ledger) {
      if (before.has(e.id)) {
        if (before.get(e.id) !== JSON.stringify(e)) problems.push(`ledger entry ${e.id} changed: ${JSON.stringify(e)}`);
        continue;
      }
      const key = `${e.order_id}:${e.kind}:${e.coach_id}`;
      const want = expected.get(key);
      if (!want) problems.push(`unexpected ledger entry ${JSON.stringify(e)}`);
      else if (seen.has(key)) problems.push(`ledger entry repeated: ${JSON.stringify(e)}`);
      else if (e.amount_fen !== want.amount || e.source_user_id !== want.userId)
        problems.push(
          `ledger entry ${e.id}: ${e.amount_fen} fen from user ${e.source_user_id}, expected ${want.amount} from ${want.userId}`,
        );
      seen.add(key);
    }
    for (const [key, want] of expected) {
      if (!seen.has(key))
        problems.push(`missing ${want.kind} of ${want.amount} fen for coach ${want.coachId} (${key})`);
    }
    const totals = (
      await db.query<{ coach_id: number; total: number }>(
        'select coach_id, sum(amount_fen)::int as total from ledger_entries group by 1',
      )
    ).rows;
    const totalOf = new Map(totals.map((t) => [t.coach_id, t.total]));
    for (const [coachId, total] of expectedTotals) {
      if (totalOf.get(coachId) !== total)
        problems.push(`coach ${coachId}: balance ${totalOf.get(coachId) ?? 0} fen, expected ${total}`);
    }
    for (const coachId of totalOf.keys()) {
      if (!expectedTotals.has(coachId)) problems.push(`coach ${coachId} has a balance but should have none`);
    }

    const [stats] = (
      await admin.query<{ deadlocks: number; xact_rollback: number }>(
        'select deadlocks::int, xact_rollback::int from pg_stat_database where datname = $1',
        [database],
      )
    ).rows;

    const firsts = deliveries.length - duplicateCount;
    const hz = TICKS_PER_SECOND;
    console.info(
      `bench:notify — PostgreSQL, ${ORDERS} orders (${COACHES} coaches under ${recruiters.length} recruiters, ` +
        `${courses.length} course prices), setup ${ms(setupSeconds)} s`,
    );
    console.info({
      'API processes': PROCESSES,
      connections: CONNECTIONS,
      deliveries: deliveries.length,
      duplicates: duplicateCount,
      seconds: ms(wall),
      'notifications/s (first deliveries)': Math.round(firsts / wall),
      'notifications/s (all)': Math.round(deliveries.length / wall),
      'p50 ms': ms(percentile(latencies, 50)),
      'p99 ms': ms(percentile(latencies, 99)),
      'max ms': ms(latencies.at(-1) ?? 0),
      non2xx: failures.length,
      'pay_events outcomes': outcomes,
      'db deadlocks': stats?.deadlocks ?? null,
      'db rollbacks': stats?.xact_rollback ?? null,
      'lock waits (samples with any / max at once)': `${lockWaits.filter((n) => n > 0).length}/${lockWaits.length} / ${Math.max(0, ...lockWaits)}`,
      'server CPU s': serverTicks0 !== null && serverTicks1 !== null ? ms((serverTicks1 - serverTicks0) / hz) : null,
      'bench client CPU s': ms((clientCpu.user + clientCpu.system) / 1e6),
      'PostgreSQL CPU s': ms((postgresTicks1 - postgresTicks0) / hz),
    });
    for (const f of failures.slice(0, 5)) console.info('  non-2xx:', f);
    const duplicatesOk = (outcomes.duplicate ?? 0) === duplicateCount;
    console.info(
      `duplicates handled: ${outcomes.duplicate ?? 0} of ${duplicateCount} answered as duplicates${duplicatesOk ? '' : ' (!)'}`,
    );
    if (!duplicatesOk) problems.push(`${outcomes.duplicate ?? 0} duplicate outcomes logged, ${duplicateCount} sent`);
  } finally {
    await db.end();
  }
  if (problems.length) {
    failed = true;
    console.info(`ledger checked: ${problems.length} discrepancies`);
    for (const p of problems.slice(0, 30)) console.info(`  ${p}`);
    if (problems.length > 30) console.info(`  … and ${problems.length - 30} more`);
  } else {
    console.info(`ledger checked: OK (${orders.length} orders paid once, ${orders.length * 2} commission entries)`);
  }
} finally {
  await Promise.all(others.map((o) => stop(o.server)));
  await close();
}
if (failed) process.exitCode = 1;
