import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payNotification, sandboxPayKeys } from '../apps/api/src/test/pay-notification';
import { freePort } from '../bench/server';
import {
  type ApiProcess,
  apiProcess,
  removeDataDirs,
  requireServices,
  roundRobinProxy,
  scratchDatabase,
  services,
  toOne,
} from './fleet';

const APP = 'wx5a1dbox0000000001';

let db: Awaited<ReturnType<typeof scratchDatabase>>;
let sql: pg.Client;
let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
let a: ApiProcess;
let b: ApiProcess;
let opsToken: string;

/**
 * A and B share the database, Redis and the operator token, and (like two machines of one install) the
 * same merchant credentials. The outside world is one: B talks to the sandbox that A mounts, as both
 * would talk to WeChat; notifications come in through the proxy.
 */
beforeAll(async () => {
  await requireServices();
  db = await scratchDatabase();
  sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  const [portA, portB] = [await freePort(), await freePort()];
  const upstreams = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  proxy = await roundRobinProxy(upstreams);
  opsToken = randomBytes(16).toString('hex');
  const common = {
    DATABASE_URL: db.url,
    REDIS_URL: services.redis,
    REDIS_KEY_PREFIX: `fleet-${randomBytes(4).toString('hex')}:`,
    OPS_TOKEN: opsToken,
    PUBLIC_URL: proxy.url,
  };
  a = apiProcess('api-a', portA, common);
  await a.start();
  b = apiProcess('api-b', portB, { ...common, ...outsideWorldOf(a) });
  await b.start();
}, 240_000);

afterAll(async () => {
  await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
  await proxy?.close();
  await sql?.end();
  await db?.drop();
  if (a && b) removeDataDirs(a, b);
});

/** B's settings for the services A's sandbox stands in for, with the merchant's key files written out. */
function outsideWorldOf(host: ApiProcess): Record<string, string> {
  const merchant = JSON.parse(readFileSync(join(host.dataDir, 'sandbox-wechatpay-merchant.json'), 'utf8')) as {
    mchid: string;
    apiV3Key: string;
    merchantSerial: string;
    merchantPrivateKey: string;
    wechatpayPublicKey: string;
    wechatpayPublicKeyId: string;
  };
  const keys = join(host.dataDir, 'merchant-for-b');
  mkdirSync(keys, { recursive: true });
  writeFileSync(join(keys, 'apiclient_key.pem'), merchant.merchantPrivateKey);
  writeFileSync(join(keys, 'pub_key.pem'), merchant.wechatpayPublicKey);
  const sandbox = `${host.url}/sandbox`;
  return {
    WECHAT_API_BASE: `${sandbox}/wechat`,
    WECHATPAY_API_BASE: `${sandbox}/wechatpay`,
    SMS_API_BASE: `${sandbox}/sms`,
    AMAP_API_BASE: `${sandbox}/amap`,
    WECHATPAY_MCHID: merchant.mchid,
    WECHATPAY_API_V3_KEY: merchant.apiV3Key,
    WECHATPAY_MCH_SERIAL: merchant.merchantSerial,
    WECHATPAY_MCH_KEY_FILE: join(keys, 'apiclient_key.pem'),
    WECHATPAY_PUBLIC_KEY_FILE: join(keys, 'pub_key.pem'),
    WECHATPAY_PUBLIC_KEY_ID: merchant.wechatpayPublicKeyId,
  };
}

/** Signs a person in: WeChat's approval on A's sandbox, the code exchanged by `at`. */
async function signIn(at: ApiProcess, opts: { type?: 1 | 2; did?: string } = {}) {
  const openid = `fleet-${randomBytes(5).toString('hex')}`;
  const authorize = new URL(`${a.url}/sandbox/wechat/connect/oauth2/authorize`);
  for (const [k, v] of Object.entries({
    appid: APP,
    redirect_uri: `${proxy.url}/`,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 'fleet',
    sandbox_openid: openid,
    sandbox_user_type: String(opts.type ?? 1),
    sandbox_subscribe: '1',
  })) {
    authorize.searchParams.set(k, v);
  }
  const approval = await fetch(authorize, { redirect: 'manual' });
  const code = new URL(approval.headers.get('location') ?? '').searchParams.get('code');
  const did = opts.did ? `&did=${opts.did}` : '';
  const reply = await call(at.url, 'GET', `/api/wx/cd?code=${code}&app_id=${APP}&group=wechat${did}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const data = reply.body.data as { access_token: string; did: string; analysis: { id: number } };
  return { openid, token: data.access_token, did: data.did, id: data.analysis.id };
}

async function call(base: string, method: 'GET' | 'POST', path: string, token?: string, body?: object) {
  const url = new URL(`/api${path.replace(/^\/api/, '')}`, base);
  if (token) url.searchParams.set('access-token', token);
  const res = await toOne(base, proxy.url, url.pathname + url.search, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: JSON.parse(res.text) as { code: number; msg: string; data: unknown } };
}

const tokensIssued = async () =>
  ((await (await fetch(`${a.url}/sandbox/wechat/tokens-issued?appid=${APP}`)).json()) as { count: number }).count;

/** A student bound to a coach orders the field course; what a paid notification for it needs. */
async function anOrder() {
  const coach = await signIn(a, { type: 2 });
  const student = await signIn(b, { did: coach.did });
  const products = (await call(proxy.url, 'GET', '/v3/product/land', student.token)).body.data as {
    list: { id: number; kind: string; field_id: number | null }[];
  };
  const vip = products.list.find((p) => p.kind === 'vip');
  if (!vip) throw new Error('no VIP product in the demo data');
  const made = await call(proxy.url, 'POST', '/v1/order/confrim', student.token, { product_id: vip.id });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const order = (made.body.data as { order: { order_no: string; amount: number } }).order;
  return { coach, student, order };
}

function paidNotification(order: { order_no: string; amount: number }, payer: string) {
  return payNotification(sandboxPayKeys(a.dataDir), {
    type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    originalType: 'transaction',
    resource: {
      appid: APP,
      mchid: sandboxPayKeys(a.dataDir).mchid,
      out_trade_no: order.order_no,
      transaction_id: `4200${Date.now()}${randomBytes(3).toString('hex')}`.slice(0, 28),
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      success_time: new Date().toISOString(),
      payer: { openid: payer },
      amount: { total: order.amount, payer_total: order.amount, currency: 'CNY' },
    },
  });
}

const deliver = (to: string, n: { raw: string; headers: Record<string, string> }) =>
  toOne(to, proxy.url, '/api/pay/notify', { method: 'POST', headers: n.headers, body: n.raw }).then(
    (r) => r.status,
    () => 0, // the connection died with the process: WeChat Pay delivers again later
  );

/** What the ledger says about orders: each paid once, one commission entry per paid order, nothing else. */
async function ledgerOf(orderNos: string[]) {
  const { rows } = await sql.query<{ order_no: string; status: string; l1: number }>(
    `select o.order_no, o.status,
            (select count(*)::int from ledger_entries e where e.order_id = o.id and e.kind = 'commission_l1') as l1
       from orders o where o.order_no = any($1)`,
    [orderNos],
  );
  return rows;
}

describe('two API processes on one PostgreSQL and one Redis, behind a round-robin proxy', () => {
  it('one WeChat token fetch serves both, however many pages ask at once', async () => {
    const before = await tokensIssued();
    const signs = await Promise.all(
      [a, b, a, b, a, b, a, b].map((at, i) =>
        call(at.url, 'POST', '/wx/sign', undefined, { url: `${proxy.url}/page-${i}` }),
      ),
    );
    expect(signs.map((s) => s.status)).toEqual(Array(8).fill(200));
    expect(before).toBe(0);
    expect(await tokensIssued()).toBe(1);
  });

  it('a login on one works on the other, and a logout on one ends the session on both', async () => {
    const student = await signIn(a);
    for (const at of [a, b]) {
      const me = await call(at.url, 'GET', '/v1/user/base', student.token);
      expect(me.status).toBe(200);
      expect((me.body.data as { id: number }).id).toBe(student.id);
    }
    // Through the proxy, requests alternate between the two.
    for (let i = 0; i < 4; i++) expect((await call(proxy.url, 'GET', '/v1/user/base', student.token)).status).toBe(200);
    expect((await call(b.url, 'POST', '/v1/user/logout', student.token, {})).status).toBe(200);
    for (const at of [a, b]) expect((await call(at.url, 'GET', '/v1/user/base', student.token)).status).toBe(401);
  });

  it('a changed field on one and a new role on the other are seen by both at the next call', async () => {
    await sql.query(
      `insert into settings (key, value) values ('coach.reg_open', '1')
       on conflict (key) do update set value = excluded.value`,
    );
    const student = await signIn(a);
    const base = async (at: ApiProcess) =>
      (await call(at.url, 'GET', '/v1/user/base', student.token)).body.data as {
        field: number | null;
        user_type: number;
      };
    // Both processes have the session in memory.
    for (const at of [a, b]) expect(await base(at)).toMatchObject({ field: null, user_type: 1 });

    const city = (
      await call(a.url, 'POST', '/v1/user/city-by-location', student.token, { province: '广东省', city: '广州市' })
    ).body.data as { fields: { id: number }[] };
    const fieldId = city.fields[0]?.id;
    expect((await call(a.url, 'POST', '/v1/user/update-field', student.token, { field_id: fieldId })).status).toBe(200);
    expect((await base(b)).field).toBe(fieldId);

    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const sent = await call(b.url, 'POST', '/v2/default/sms-code', student.token, { phone, purpose: 'coach_register' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const inbox = (await (await fetch(`${a.url}/sandbox/sms/messages?phone=${phone}`)).json()) as {
      messages: { code: string }[];
    };
    const reg = { name: '王教练', phone, code: inbox.messages[0]?.code, school_name: '集群驾校' };
    expect((await call(b.url, 'POST', '/v2/default/reg-coach', student.token, reg)).status).toBe(200);
    expect((await base(a)).user_type).toBe(2);
    expect((await call(a.url, 'GET', '/v1/coach/share-coach', student.token)).status).toBe(200);
  });

  it('the SMS limit holds across both: a second code within the minute is refused by the other process', async () => {
    const student = await signIn(a);
    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const first = await call(a.url, 'POST', '/v1/user/code', student.token, { phone, purpose: 'bind_phone' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await call(b.url, 'POST', '/v1/user/code', student.token, { phone, purpose: 'bind_phone' });
    expect(second.status).toBe(429);
    expect(second.body.msg).toContain('每分钟只能获取 1 次');
  });

  it('a payment notification delivered to each at once pays once, with one commission', async () => {
    const { coach, student, order } = await anOrder();
    const n = paidNotification(order, student.openid);
    const statuses = await Promise.all([a, b, a, b, a, b].map((at) => deliver(at.url, n)));
    expect(statuses.every((s) => s === 200 || s === 204)).toBe(true);
    expect(await ledgerOf([order.order_no])).toEqual([{ order_no: order.order_no, status: 'paid', l1: 1 }]);
    const balance = await call(proxy.url, 'GET', '/v1/user/balance', coach.token);
    expect((balance.body.data as { balance: number }).balance).toBeGreaterThan(0);
  });

  it('a process killed (SIGKILL) during a burst of notifications: after a restart and redelivery, every order is paid once', async () => {
    const orders = await Promise.all(Array.from({ length: 12 }, () => anOrder()));
    const notes = orders.map(({ order, student }) => ({ order, n: paidNotification(order, student.openid) }));
    // Each notification goes to both processes; B dies in the middle of it all.
    const burst = notes.flatMap(({ n }, i) => [
      deliver(a.url, n),
      i === 4 ? b.kill('SIGKILL').then(() => 0) : deliver(b.url, n),
    ]);
    await Promise.all(burst);
    await b.start();
    // WeChat Pay delivers again what was not acknowledged; here, everything once more, through the proxy.
    const again = await Promise.all(notes.map(({ n }) => deliver(proxy.url, n)));
    expect(again.every((s) => s === 200 || s === 204)).toBe(true);
    const rows = await ledgerOf(notes.map(({ order }) => order.order_no));
    expect(rows).toHaveLength(12);
    for (const row of rows) expect(row, row.order_no).toMatchObject({ status: 'paid', l1: 1 });
    // The ledger balances: each coach's balance is exactly their entries' sum, and those are the commissions.
    const { rows: off } = await sql.query(
      `select e.coach_id from ledger_entries e join orders o on o.id = e.order_id
        where o.order_no = any($1) group by e.coach_id, e.order_id, e.kind having count(*) > 1`,
      [notes.map(({ order }) => order.order_no)],
    );
    expect(off).toEqual([]);
  });

  it('a job queued by one process runs once: an unpaid order past its time is closed by one sweep, once', async () => {
    const { order } = await anOrder();
    await sql.query(`update orders set expires_at = now() - interval '1 minute' where order_no = $1`, [order.order_no]);
    const queued = await fetch(`${a.url}/api/ops/jobs/close-expired-orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${opsToken}` },
    });
    expect(queued.status).toBe(200);
    // {id: null} when the minute's scheduled sweep was already waiting (a sweep is stately: one waits at most);
    // then that one, the queue's newest, is the run to follow, whether or not it has started since.
    const sent = ((await queued.json()) as { data: { id: string | null } }).data.id;
    const waiting = await sql.query(
      `select id from pgboss.job where name = 'close-expired-orders' order by created_on desc limit 1`,
    );
    const id: string | undefined = sent ?? waiting.rows[0]?.id;
    if (!id) throw new Error('the sweep was neither queued nor waiting');
    // Both processes work the queue; whichever takes it, it runs once.
    await expect
      .poll(async () => (await sql.query('select state from pgboss.job where id = $1', [id])).rows[0]?.state, {
        timeout: 30_000,
      })
      .toBe('completed');
    const { rows } = await sql.query('select retry_count, output from pgboss.job where id = $1', [id]);
    expect(rows[0]?.retry_count).toBe(0);
    const closed = await sql.query('select status, closed_at from orders where order_no = $1', [order.order_no]);
    expect(closed.rows[0]?.status).toBe('closed');
    expect(closed.rows[0]?.closed_at).not.toBeNull();
  });
});
