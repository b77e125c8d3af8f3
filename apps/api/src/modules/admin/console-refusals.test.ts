import { desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators, opsAudit } from '../../db/schema';
import { type ConsoleSession, consoleSession } from '../../test/console-session';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * docs/operator-console.md: every write the console refuses leaves an audit line — refused for the role
 * (403), the CSRF token (403) or the input (400) before its handler runs, as well as by the handler — with
 * who, which endpoint, the input (secrets redacted, long input cut) and why. A write without a session names
 * no one: it is counted and logged, not written to the audit table.
 */

const OPS_TOKEN = 'test-operator-token-refusals-0123456';

let t: TestApp;
let admin: ConsoleSession;
let content: ConsoleSession;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
  admin = await consoleSession(t, OPS_TOKEN, 'admin');
  content = await consoleSession(t, OPS_TOKEN, 'content');
});
afterAll(() => t.close());

/** The latest audit line of an actor. */
async function lastLineOf(actor: string) {
  const [line] = await t.database.db
    .select()
    .from(opsAudit)
    .where(eq(opsAudit.actor, actor))
    .orderBy(desc(opsAudit.id))
    .limit(1);
  return line;
}

const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('refused console writes in the audit log', () => {
  it('a role that may not (403): the operator, the endpoint, the input and the reason', async () => {
    const username = `made-by-content-${process.pid}`;
    const res = await content.post('/api/admin/operators', { username, role: 'admin' });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(operators).where(eq(operators.username, username))).toEqual([]);

    const line = await lastLineOf(content.actor);
    expect(line).toMatchObject({
      action: 'admin.operators',
      detail: {
        endpoint: 'POST /api/admin/operators',
        input: { username, role: 'admin' },
        status: 403,
        error: 'admin_role_needed',
      },
    });
    expect(line?.operatorId).toEqual(expect.any(Number));
  });

  it('a missing or wrong CSRF token (403), with secrets in the input redacted', async () => {
    const { cookie } = admin;
    const res = await post(
      '/api/admin/session/password',
      { current: 'the-current-secret', next: 'a-new-long-secret-1' },
      { cookie, 'x-csrf-token': 'not-the-token' },
    );
    expect(res.statusCode).toBe(403);
    const line = await lastLineOf(admin.actor);
    expect(line).toMatchObject({
      action: 'admin.session.password',
      detail: {
        endpoint: 'POST /api/admin/session/password',
        input: { current: '[redacted]', next: '[redacted]' },
        status: 403,
        error: 'admin_csrf',
      },
    });
    expect(JSON.stringify(line)).not.toMatch(/the-current-secret|a-new-long-secret-1/);
  });

  it('input the contract refuses (400): the fields that failed', async () => {
    const res = await admin.post('/api/admin/operators', { username: `x-${process.pid}`, role: 'owner' });
    expect(res.statusCode).toBe(400);
    expect(await lastLineOf(admin.actor)).toMatchObject({
      action: 'admin.operators',
      detail: {
        endpoint: 'POST /api/admin/operators',
        input: { username: `x-${process.pid}`, role: 'owner' },
        status: 400,
        error: 'bad_request',
        fields: ['role'],
      },
    });
  });

  it('a long input is cut: the line keeps its start and its size', async () => {
    const value = 'x'.repeat(200_000);
    const { cookie } = admin;
    const res = await post('/api/admin/settings/update', { key: 'exam.pass_score', value }, { cookie });
    expect(res.statusCode).toBe(403);
    const line = await lastLineOf(admin.actor);
    expect(line?.detail).toMatchObject({ status: 403, error: 'admin_csrf', input: { truncated: true } });
    expect(JSON.stringify(line?.detail).length).toBeLessThan(3000);
    const { input } = (line?.detail ?? {}) as { input: { chars: number; start: string } };
    expect(input.chars).toBeGreaterThan(200_000);
    expect(input.start).toMatch(/^\{"key":"exam\.pass_score","value":"xxx/);
  });

  it('a write without a session is counted and logged, never an audit line: no one to name, and anyone can send it', async () => {
    const [newest] = await t.database.db.select({ id: opsAudit.id }).from(opsAudit).orderBy(desc(opsAudit.id)).limit(1);
    const count = async () => {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${OPS_TOKEN}` } });
      const sample = res.body.match(
        /^xueche_http_request_duration_seconds_count\{method="POST",route="\/api\/admin\/operators",status="401"\} (\d+)$/m,
      );
      return Number(sample?.[1] ?? 0);
    };
    const before = await count();
    const attempts: Record<string, string>[] = [
      {},
      { cookie: 'xueche_admin=forged-forged-forged-forged-forged-forged-forg' },
    ];
    for (let i = 0; i < 20; i++) {
      const res = await post('/api/admin/operators', { username: `flood-${i}`, role: 'admin' }, attempts[i % 2] ?? {});
      expect(res.statusCode).toBe(401);
    }
    expect(await count()).toBe(before + 20);
    const since = await t.database.db
      .select()
      .from(opsAudit)
      .where(gt(opsAudit.id, newest?.id ?? 0));
    expect(since).toEqual([]);
  });
});
