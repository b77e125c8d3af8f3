import { opsEndpoints as o } from '@xueche/contract';
import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit } from '../db/schema';
import { body, startTestApp, type TestApp } from '../test/test-app';
import { opsPath } from './ops-client';

const OPS_TOKEN = 'ops-route-test-token-000001';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
});
afterAll(() => t.close());

const ops = (method: 'GET' | 'POST', url: string, payload?: unknown, token = OPS_TOKEN) =>
  t.app.inject({
    method,
    url: `/api/ops${url}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** The audit lines written by what `act` does. */
async function linesOf(act: () => Promise<unknown>) {
  const [newest] = await t.database.db.select({ id: opsAudit.id }).from(opsAudit).orderBy(desc(opsAudit.id)).limit(1);
  await act();
  return t.database.db
    .select()
    .from(opsAudit)
    .where(gt(opsAudit.id, newest?.id ?? 0))
    .orderBy(opsAudit.id);
}

describe('opsRoute(): the operator API from its contract', () => {
  it('refuses input the contract refuses with a 400 naming the field, and audits the refused write', async () => {
    let res = await ops('GET', '/jobs');
    const lines = await linesOf(async () => {
      res = await ops('POST', '/coach/certifications/abc/review', { decision: 'maybe' });
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(body<{ errors: Record<string, string> }>(res).data.errors).sort()).toEqual(['id']);
    expect(lines).toEqual([
      expect.objectContaining({
        actor: 'ops-token',
        action: 'ops.coach.certifications.:id.review',
        detail: expect.objectContaining({ id: 'abc', status: 400, error: 'bad_request', input: { decision: 'maybe' } }),
      }),
    ]);
  });

  it('a body that is not JSON is a 400 too, and audited', async () => {
    let status = 0;
    const lines = await linesOf(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ops/operators',
        headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
        payload: '{"username":',
      });
      status = res.statusCode;
    });
    expect(status).toBe(400);
    expect(lines.map((l) => [l.action, (l.detail as { status: number }).status])).toEqual([['ops.operators', 400]]);
  });

  it('a wrong token is a 401 that leaves no line: anyone can send one', async () => {
    let status = 0;
    const lines = await linesOf(async () => {
      status = (await ops('POST', '/jobs/close-expired-orders', undefined, 'not-the-token-0000000000')).statusCode;
    });
    expect(status).toBe(401);
    expect(lines).toEqual([]);
  });

  it("answers in the envelope with the contract's fields, and audits a write that succeeded", async () => {
    const listed = await ops('GET', '/operators');
    expect(listed.statusCode).toBe(200);
    expect(body<{ list: unknown[] }>(listed).data.list).toEqual([]);
    const lines = await linesOf(async () => {
      const made = await ops('POST', '/operators', { username: 'route-test', role: 'content' });
      expect(made.statusCode, made.body).toBe(200);
      expect(Object.keys(body<Record<string, unknown>>(made).data).sort()).toEqual(['one_time_password', 'operator']);
    });
    expect(lines).toEqual([
      expect.objectContaining({ actor: 'ops-token', action: 'operator.add', target: 'operator:route-test' }),
    ]);
  });
});

describe("the command line's client", () => {
  it("fills an entry's path params and query", () => {
    expect(opsPath(o.opsCertificationFile, { params: { id: 7, which: 'licence' } })).toBe(
      '/coach/certifications/7/files/licence',
    );
    expect(opsPath(o.opsOperatorDisable, { params: { username: 'a b' } })).toBe('/operators/a%20b/disable');
    expect(opsPath(o.opsWishes, { query: { state: 'open', limit: undefined } })).toBe('/wishes?state=open');
    expect(opsPath(o.opsJobs)).toBe('/jobs');
  });
});
