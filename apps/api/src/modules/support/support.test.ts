import { endpoints as e, envelope } from '@xueche/contract';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { settings } from '../../db/schema';
import { demoSettings } from '../../seed/demo';
import { person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function shaped<R extends z.ZodType>(endpoint: { response: R }, res: LightMyRequestResponse): z.output<R> {
  expect(res.statusCode, res.body).toBe(200);
  return (envelope(endpoint.response).parse(res.json()) as { data: z.output<R> }).data;
}

/** Signed out, in a language. */
const open = (url: string, lang = 'zh-CN') => t.app.inject({ url, headers: { 'accept-language': lang } });

async function setSetting(key: string, value: unknown) {
  await t.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

const SUPPORT_KEYS = ['support.phone', 'support.hours', 'support.email', 'gzh.name', 'gzh.qr'];

// Every test starts from the demo install: its customer-service settings, and the documents' defaults.
beforeEach(async () => {
  for (const key of SUPPORT_KEYS) await setSetting(key, demoSettings[key]);
  await t.database.db.delete(settings).where(inArray(settings.key, ['doc.privacy', 'doc.terms']));
});

describe('GET v1/user/support', () => {
  it('gives the demo install’s ways to reach customer service, signed out, hours in the asker’s language', async () => {
    const zh = shaped(e.supportInfo, await open('/api/v1/user/support'));
    expect(zh).toEqual({
      phone: { display: '400-000-1234', tel: '4000001234' },
      hours: '每天 9:00–21:00（节假日照常）',
      email: 'service@xueche.example',
      gzh: { name: '学车服务号', qr: '/static/gzh-qr.svg' },
    });
    const en = shaped(e.supportInfo, await open('/api/v1/user/support', 'en'));
    expect(en.hours).toBe('Daily 9:00–21:00 China time, holidays included');
    // A signed-in person gets the same.
    const student = await person(t, 1);
    expect(shaped(e.supportInfo, await student.get('/api/v1/user/support'))).toEqual(zh);
  });

  it('leaves out what is not set, or not usable', async () => {
    await setSetting('support.phone', '');
    await setSetting('support.hours', '');
    await setSetting('support.email', '   ');
    await setSetting('gzh.name', '');
    await setSetting('gzh.qr', '');
    expect(shaped(e.supportInfo, await open('/api/v1/user/support'))).toEqual({
      phone: null,
      hours: null,
      email: null,
      gzh: null,
    });

    await setSetting('support.phone', '工作日请留言');
    await setSetting('support.email', 'not an address');
    await setSetting('support.hours', 42);
    await setSetting('gzh.name', '学车服务号');
    expect(shaped(e.supportInfo, await open('/api/v1/user/support'))).toEqual({
      phone: null,
      hours: null,
      email: null,
      gzh: { name: '学车服务号', qr: '' },
    });
  });

  it('dials what the operator wrote, digits only, keeping a leading +', async () => {
    await setSetting('support.phone', ' +86 10 6552 0000 ');
    await setSetting('support.hours', '工作日 9:00–18:00');
    const zh = shaped(e.supportInfo, await open('/api/v1/user/support'));
    expect(zh.phone).toEqual({ display: '+86 10 6552 0000', tel: '+861065520000' });
    // One text for everyone: English readers see it too.
    expect(shaped(e.supportInfo, await open('/api/v1/user/support', 'en')).hours).toBe('工作日 9:00–18:00');
  });
});

describe('GET v1/user/doc', () => {
  it('serves the privacy policy signed out, in Chinese or English, with the contacts filled in', async () => {
    const zh = shaped(e.appDocument, await open('/api/v1/user/doc?key=privacy'));
    expect(zh).toMatchObject({ key: 'privacy', title: '隐私政策', lang: 'zh', updated: '2026-11-24' });
    for (const part of ['openid', '昵称和头像', '手机号', '位置', '答题记录', '订单', '分享学习进度', '注销']) {
      expect(zh.body).toContain(part);
    }
    expect(zh.body).toContain('客服电话 400-000-1234（每天 9:00–21:00（节假日照常））');
    expect(zh.body).toContain('电子邮箱 service@xueche.example');
    expect(zh.body).not.toContain('{contact}');

    const en = shaped(e.appDocument, await open('/api/v1/user/doc?key=privacy', 'en'));
    expect(en).toMatchObject({ key: 'privacy', title: 'Privacy policy', lang: 'en' });
    expect(en.body).toContain('phone 400-000-1234 (Daily 9:00–21:00 China time, holidays included)');
    expect(en.body).toContain('share progress');
  });

  it('serves the user terms, pointing to the customer-service page when no contact is set', async () => {
    await setSetting('support.phone', '');
    await setSetting('support.email', '');
    const terms = shaped(e.appDocument, await open('/api/v1/user/doc?key=terms'));
    expect(terms).toMatchObject({ key: 'terms', title: '用户协议', lang: 'zh' });
    expect(terms.body).toContain('微信支付');
    expect(terms.body).toContain('请联系我们：本应用个人中心里的“联系客服”页面。');
    expect(terms.body).not.toContain('客服电话');
  });

  it('refuses a document it does not have with a 400 naming the key', async () => {
    for (const url of ['/api/v1/user/doc?key=cookies', '/api/v1/user/doc']) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(400);
      expect(body<{ errors: Record<string, string> }>(res).data.errors).toHaveProperty('key');
    }
  });

  it("serves the operator's version sanitised, Chinese when it has no English", async () => {
    await setSetting('support.email', 'a<b>@x.example');
    await setSetting('doc.privacy', {
      updated: '2027-01-01',
      zh: {
        title: '隐私政策（2027 版）',
        body: '<h2 onclick="steal()">变更</h2><p>联系：{contact}</p><script>alert(1)</script><a href="javascript:alert(1)">点我</a><img src=x onerror="alert(1)">',
      },
    });
    for (const lang of ['zh-CN', 'en']) {
      const doc = shaped(e.appDocument, await open('/api/v1/user/doc?key=privacy', lang));
      expect(doc).toMatchObject({ title: '隐私政策（2027 版）', updated: '2027-01-01', lang: 'zh' });
      expect(doc.body).toBe(
        '<h2>变更</h2><p>联系：客服电话 400-000-1234（每天 9:00–21:00（节假日照常）），或本应用个人中心里的“联系客服”页面</p><a rel="noopener noreferrer nofollow" target="_blank">点我</a><img src="x" />',
      );
    }
    // The terms are untouched by it.
    expect(shaped(e.appDocument, await open('/api/v1/user/doc?key=terms')).title).toBe('用户协议');
  });

  it('falls back to the default when the setting is not a document', async () => {
    await setSetting('doc.terms', { updated: 'soon', zh: { title: '', body: '' } });
    expect(shaped(e.appDocument, await open('/api/v1/user/doc?key=terms')).title).toBe('用户协议');
    await t.database.db.delete(settings).where(eq(settings.key, 'doc.terms'));
  });
});
