import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { body, login, openid, sandboxCode, testDatabase } from '../test/test-app';
import { redactUrl } from './logging';

const OPS_TOKEN = 'ops-token-that-must-stay-out-of-logs';
const APP_SECRET = 'sandbox-secret-0000000000000000';
const SMS_SECRET = 'sandbox-sms-secret-0000000000000000';
const AMAP_KEY = 'sandbox-amap-key';

let app: FastifyInstance;
let database: Database;
let dataDir: string;
const lines: string[] = [];

/** The app as it runs, logging everything (trace) to a stream this test reads. */
beforeAll(async () => {
  database = await testDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'xueche-log-'));
  const config = loadConfig({ LOG_LEVEL: 'trace', DATA_DIR: dataDir, SERVE_WEB: 'false', OPS_TOKEN });
  app = await buildApp(config, {
    database,
    logStream: new Writable({
      write: (chunk, _encoding, done) => {
        lines.push(String(chunk));
        done();
      },
    }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('redactUrl', () => {
  it('hides sensitive parameters however their names are spelt or encoded, and phone numbers anywhere', () => {
    expect(redactUrl('/api/v1/user/base?access-token=abc&did=x')).toBe(
      '/api/v1/user/base?access-token=[redacted]&did=x',
    );
    expect(redactUrl('/api/v1/user/base?access%2Dtoken=abc')).toBe('/api/v1/user/base?access%2Dtoken=[redacted]');
    expect(redactUrl('/x?AccessKeyId=k&PhoneNumbers=13800138000&TemplateParam=%7B%22code%22%3A%22123456%22%7D')).toBe(
      '/x?AccessKeyId=[redacted]&PhoneNumbers=[redacted]&TemplateParam=[redacted]',
    );
    expect(redactUrl('/v3/restapi/regeo?key=k&location=116.39,39.90&radius=1000')).toBe(
      '/v3/restapi/regeo?key=[redacted]&location=[redacted]&radius=1000',
    );
    expect(redactUrl('/x?sms_code=1&code=2&TemplateCode=SMS_1&keyword=驾校')).toBe(
      '/x?sms_code=[redacted]&code=[redacted]&TemplateCode=SMS_1&keyword=驾校',
    );
    expect(redactUrl('/api/v1/user/13800138000/x?text=+8613912345678')).toBe('/api/v1/user/[phone]/x?text=+[phone]');
    // Longer digit runs (order and transaction numbers) are not phone numbers.
    expect(redactUrl('/api/v1/order/index?order_no=202611241380013800099')).toBe(
      '/api/v1/order/index?order_no=202611241380013800099',
    );
    expect(redactUrl('/api/healthz')).toBe('/api/healthz');
  });

  it('hides whatever in a query says where a person is or who they are, and keeps the rest', () => {
    // Coordinates: the app's own queries and those the AMap adapter sends.
    expect(redactUrl('/api/v1/map/route?points=116.1,39.1;116.2,39.2')).toBe('/api/v1/map/route?points=[redacted]');
    expect(redactUrl('/api/v1/pin/trips?lng=116.39&lat=39.9&radius_km=30&page=1')).toBe(
      '/api/v1/pin/trips?lng=[redacted]&lat=[redacted]&radius_km=30&page=1',
    );
    expect(redactUrl('/v3/direction/driving?origin=1,2&destination=3,4&waypoints=5,6&strategy=10')).toBe(
      '/v3/direction/driving?origin=[redacted]&destination=[redacted]&waypoints=[redacted]&strategy=10',
    );
    expect(redactUrl('/v3/staticmap?size=600*400&markers=mid,,A:1,2&paths=5,,,,:1,2;3,4')).toBe(
      '/v3/staticmap?size=600*400&markers=[redacted]&paths=[redacted]',
    );
    expect(redactUrl('/x?longitude=1&Latitude=2&address=幸福路1号&ip=1.2.3.4')).toBe(
      '/x?longitude=[redacted]&Latitude=[redacted]&address=[redacted]&ip=[redacted]',
    );
    // Who: names, identity numbers, WeChat's ids, e-mail, and searches for a person (by name or part of a phone).
    expect(redactUrl('/x?name=张三&real_name=张三&nickName=z&id_card=1&idcard=1&id_no=1&openid=o&unionid=u')).toBe(
      '/x?name=[redacted]&real_name=[redacted]&nickName=[redacted]&id_card=[redacted]&idcard=[redacted]&id_no=[redacted]&openid=[redacted]&unionid=[redacted]',
    );
    expect(redactUrl('/api/admin/users?q=王小明&page=1&email=a@b.cn&mobile=1380013')).toBe(
      '/api/admin/users?q=[redacted]&page=1&email=[redacted]&mobile=[redacted]',
    );
    // Ids of things, pages, kinds and place names that are not a person's stay readable.
    expect(redactUrl('/x?field_id=3&city=北京&district=朝阳&order_no=1&status=pending&did=x&keyword=驾校')).toBe(
      '/x?field_id=3&city=北京&district=朝阳&order_no=1&status=pending&did=x&keyword=驾校',
    );
  });
});

describe('logs', () => {
  it('never contain tokens, WeChat codes, phone numbers, the operator token or the secrets of outside services', async () => {
    // A WeChat code, exchanged through the sandbox (whose own requests are logged too).
    const who = { openid: openid() };
    const code = await sandboxCode(app, who);
    const signedIn = await app.inject({ url: `/api/wx/cd?code=${code}&app_id=wx5a1dbox0000000001&group=wechat` });
    expect(signedIn.statusCode).toBe(200);
    const { token } = await login(app, { openid: openid() });

    // The session token in the query (also with its name encoded) and in the header.
    for (const url of [`/api/v1/user/base?access-token=${token}`, `/api/v1/user/base?access%2Dtoken=${token}`]) {
      expect((await app.inject({ url })).statusCode).toBe(200);
    }
    const bearer = { authorization: `Bearer ${token}` };
    expect((await app.inject({ url: '/api/v1/user/base', headers: bearer })).statusCode).toBe(200);
    // The WeChat global token and the JS-SDK ticket travel in the sandbox's URLs.
    const signed = await app.inject({
      method: 'POST',
      url: '/api/wx/sign',
      payload: { url: 'http://localhost/' },
    });
    expect(signed.statusCode).toBe(200);

    // Phone numbers: in a query, in a path, in JSON bodies that fail (validation, syntax), in a code sent by SMS.
    const phones = ['13800138001', '13800138002', '13800138003', '13800138004', '13800138005', '13800138006'];
    await app.inject({ url: `/api/v2/crede/info?did=x&phone=${phones[0]}`, headers: bearer });
    await app.inject({ url: `/api/v1/user/${phones[1]}`, headers: bearer });
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/v1/user/code',
      headers: bearer,
      payload: { phone: phones[2], purpose: 'no-such-purpose' },
    });
    expect(invalid.statusCode).toBe(400);
    const unreadable = await app.inject({
      method: 'POST',
      url: '/api/v1/user/code',
      headers: { ...bearer, 'content-type': 'application/json' },
      payload: `{"phone":"${phones[3]}",`,
    });
    expect(unreadable.statusCode).toBe(400);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/user/code',
      headers: bearer,
      payload: { phone: phones[4] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const inbox = await app.inject({ url: `/sandbox/sms/messages?phone=${phones[4]}` });
    const smsCode = (inbox.json() as { messages: { code: string }[] }).messages[0]?.code;
    expect(smsCode).toMatch(/^\d{6}$/);

    // The database fails while it holds a phone number in a query's parameters.
    await database.db.execute(sql`alter table sms_codes rename to sms_codes_away`);
    try {
      const failed = await app.inject({
        method: 'POST',
        url: '/api/v1/user/code',
        headers: bearer,
        payload: { phone: phones[5] },
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql`alter table sms_codes_away rename to sms_codes`);
    }

    // Coordinates and the AMap key (the sandbox's request from the adapter).
    const regeo = await app.inject({ url: '/api/v1/map/regeo?location=116.397428,39.90923', headers: bearer });
    expect(body(regeo).code).toBe(200);
    const route = await app.inject({
      url: '/api/v1/map/route?points=116.311122,39.911133;116.322244,39.922255',
      headers: bearer,
    });
    expect(route.statusCode, route.body).toBe(200);
    const near = await app.inject({ url: '/api/v1/pin/trips?lng=116.433311&lat=39.944422', headers: bearer });
    expect(near.statusCode, near.body).toBe(200);

    // The operator token, right and wrong.
    const ops = await app.inject({ url: '/api/ops/wishes', headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    expect(ops.statusCode).not.toBe(401);
    await app.inject({ url: '/api/ops/wishes', headers: { authorization: `Bearer ${OPS_TOKEN}-wrong` } });

    const coordinates = ['116.397428', '116.311122', '39.922255', '116.433311', '39.944422'];
    const log = lines.join('');
    // The log did record these requests and the failure.
    expect(log).toContain('/api/v1/user/base?access-token=[redacted]');
    // What failed stays readable: the query (its placeholders, not its values) and the database's reason.
    const failure = lines.find((line) => line.includes('"request failed"')) ?? '';
    expect(failure).toMatch(/"message":"Failed query: select .*from \\"sms_codes\\"/);
    expect(failure).toContain('relation \\"sms_codes\\" does not exist');
    for (const secret of [
      code,
      token,
      smsCode,
      OPS_TOKEN,
      APP_SECRET,
      SMS_SECRET,
      AMAP_KEY,
      ...phones,
      ...coordinates,
    ]) {
      const text = String(secret);
      // A number (the SMS code, a phone) leaks as a value of its own; inside a timestamp or a response time's
      // digits it is chance (a 6-digit code turned up in one), so only digits not run on with others count.
      if (/^\d+$/.test(text)) expect(log, `${text} is in the log`).not.toMatch(new RegExp(`(?<![\\d.])${text}(?!\\d)`));
      else expect(log, `${text} is in the log`).not.toContain(text);
    }
    // Whatever the sandbox hands out (WeChat's global token, the ticket): no sensitive parameter keeps a value.
    const urls = [...log.matchAll(/"url":"([^"]*)"/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url).toBe(redactUrl(url ?? ''));
  });
});
