import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, products, settings } from '../../db/schema';
import { type ConsoleSession, consoleSession } from '../../test/console-session';
import { person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';

const OPS_TOKEN = 'test-operator-token-settings-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
});
afterAll(() => t.close());

const stored = async (key: string) =>
  (await t.database.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;
const auditOf = (target: string) =>
  t.database.db.select().from(opsAudit).where(eq(opsAudit.target, target)).orderBy(opsAudit.id);

let admin: ConsoleSession;
let finance: ConsoleSession;
let content: ConsoleSession;
beforeAll(async () => {
  [admin, finance, content] = await Promise.all([
    consoleSession(t, OPS_TOKEN, 'admin'),
    consoleSession(t, OPS_TOKEN, 'finance'),
    consoleSession(t, OPS_TOKEN, 'content'),
  ]);
});

describe('settings in the console', () => {
  it('lists the settings grouped by prefix, with their defaults, for the admin only', async () => {
    const list = body<{ list: { key: string; group: string; kind: string; value: unknown }[] }>(
      await admin.get('/api/admin/settings'),
    ).data.list;
    expect(list.find((s) => s.key === 'commission.l1_bp')).toMatchObject({
      group: 'commission',
      kind: 'rate',
      value: 2000,
    });
    expect(list.find((s) => s.key === 'wish.daily_limit')).toMatchObject({ kind: 'integer', value: 3 });
    expect(list.map((s) => s.key)).not.toContain('exam.bank_version');
    for (const other of [finance, content]) {
      expect((await other.get('/api/admin/settings')).statusCode).toBe(403);
      expect((await other.post('/api/admin/settings/update', { key: 'wish.daily_limit', value: 9 })).statusCode).toBe(
        403,
      );
    }
    expect(await stored('wish.daily_limit')).toBeUndefined();
  });

  it('a value of the wrong type is refused in Chinese and the setting stays as it was', async () => {
    expect((await admin.post('/api/admin/settings/update', { key: 'wish.daily_limit', value: 5 })).statusCode).toBe(
      200,
    );
    for (const value of ['五', 2.5, -1, null]) {
      const res = await admin.post('/api/admin/settings/update', { key: 'wish.daily_limit', value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(body(res).msg).toMatch(/^每人每天许愿次数的值不正确：/);
    }
    const rate = await admin.post('/api/admin/settings/update', { key: 'commission.l1_bp', value: 15_000 });
    expect(body(rate).msg).toBe('一级佣金比例的值不正确：不能大于 10000（即 100%）');
    // A rate is whole basis points: the old fraction (0.2) is refused, not read as 0.2 of a basis point.
    const fraction = await admin.post('/api/admin/settings/update', { key: 'commission.l1_bp', value: 0.2 });
    expect(body(fraction).msg).toBe('一级佣金比例的值不正确：应为整数基点（1 基点 = 0.01%）');
    const unknown = await admin.post('/api/admin/settings/update', { key: 'exam.bank_version', value: 99 });
    expect(unknown.statusCode).toBe(400);
    expect(await stored('wish.daily_limit')).toBe(5);
    expect(await stored('commission.l1_bp')).toBeUndefined();
  });

  it('a change applies at once (the wish wall’s limit) and is audited before → after', async () => {
    const res = await admin.post('/api/admin/settings/update', { key: 'wish.daily_limit', value: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const s = await person(t);
    const wish = (n: number) => s.post('/api/v1/wish/add', { content: `想早日拿到驾照 ${n}` });
    const first = await wish(1);
    const second = await wish(2);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 429]);
    const line = (await auditOf('setting:wish.daily_limit')).at(-1);
    expect(line).toMatchObject({ actor: admin.actor, action: 'setting.update', detail: { before: 5, after: 1 } });
  });
});

describe('products and prices in the console', () => {
  const vip = {
    slug: `vip-test-${process.pid}`,
    kind: 'vip',
    title: '测试 VIP 题库',
    price_fen: 1990,
    vip_subjects: [1],
    refund_terms: '购买后24小时内未使用可全额退款。',
  };

  it('creates a product priced in whole fen; a price not in whole fen, zero or negative is refused', async () => {
    for (const price_fen of [19.9, 0, -100, '19.90']) {
      const res = await finance.post('/api/admin/products/save', { ...vip, price_fen });
      expect(res.statusCode, String(price_fen)).toBe(400);
      expect(body(res).msg).toMatch(/^参数有误：price_fen/);
    }
    expect(await t.database.db.select().from(products).where(eq(products.slug, vip.slug))).toEqual([]);
    expect((await content.post('/api/admin/products/save', vip)).statusCode).toBe(403);

    const made = await finance.post('/api/admin/products/save', vip);
    expect(made.statusCode, made.body).toBe(200);
    const product = body<{ id: number; price_fen: number; active: boolean }>(made).data;
    expect(product).toMatchObject({ price_fen: 1990, active: true });
    const again = await finance.post('/api/admin/products/save', vip);
    expect(again.statusCode).toBe(409);

    const edited = await admin.post('/api/admin/products/save', { ...vip, id: product.id, price_fen: 2490 });
    expect(body(edited).data).toMatchObject({ price_fen: 2490 });
    const line = (await auditOf(`product:${product.id}`)).find((l) => l.action === 'product.edit');
    expect(line?.detail).toMatchObject({ before: { price_fen: 1990 }, after: { price_fen: 2490 } });

    const retired = await finance.post('/api/admin/products/retire', { id: product.id, active: false });
    expect(body(retired).data).toMatchObject({ active: false });
    const s = await person(t);
    const order = await s.post('/api/v1/order/confrim', { product_id: product.id });
    expect(order.statusCode).toBe(404);
  });

  it('a product must open something, and a VIP set opens no course', async () => {
    const nothing = await admin.post('/api/admin/products/save', { ...vip, slug: `${vip.slug}-x`, vip_subjects: [] });
    expect(nothing.statusCode).toBe(400);
    expect(body(nothing).msg).toBe('商品至少要开通一个 VIP 题库或考场课程');
  });
});
