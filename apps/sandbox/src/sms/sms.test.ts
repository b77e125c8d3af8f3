import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SMS_KEY } from '../index';
import { closeSandbox, startClockedSandbox, type TestClock } from '../test/sandbox';
import { ALIYUN_RPC_EXAMPLE } from '../testing';
import { sign, stringToSign } from './rpc-signature';

let app: FastifyInstance;
let clock: TestClock;
beforeAll(async () => ({ app, clock } = await startClockedSandbox()));
afterAll(() => closeSandbox(app));

const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

function sendParams(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    AccessKeyId: SANDBOX_SMS_KEY.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: '13800138000',
    RegionId: 'cn-hangzhou',
    SignName: '学车服务',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_153055065',
    TemplateParam: JSON.stringify({ code: '123456' }),
    Timestamp: iso(clock.now()),
    Version: '2017-05-25',
    ...overrides,
  };
}

/** A GET signed with the given secret (the right one unless a test says otherwise). */
function signedGet(params: Record<string, string>, secret = SANDBOX_SMS_KEY.accessKeySecret) {
  const query = new URLSearchParams({ ...params, Signature: sign('GET', params, secret) });
  return app.inject({ method: 'GET', url: `/sandbox/sms/?${query}` });
}

const messages = async (phone: string) =>
  (await app.inject({ url: `/sandbox/sms/messages?phone=${phone}` })).json().messages as {
    phone: string;
    code: string;
    template_code: string;
    biz_id: string;
  }[];

describe('the RPC-V1 signature', () => {
  it("matches Aliyun's documented example", () => {
    const { params } = ALIYUN_RPC_EXAMPLE;
    expect(stringToSign('GET', params)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(sign('GET', params, ALIYUN_RPC_EXAMPLE.secret)).toBe(ALIYUN_RPC_EXAMPLE.signature);
  });
});

describe('SendSms', () => {
  it('delivers a signed request to the inbox, newest first', async () => {
    const first = await signedGet(sendParams({ PhoneNumbers: '13900000001' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ Code: 'OK', Message: 'OK', BizId: expect.stringMatching(/^\d+\^0$/) });
    clock.advance(1000);
    await signedGet(
      sendParams({ PhoneNumbers: '13900000001', TemplateParam: JSON.stringify({ code: '654321' }), OutId: 'c2' }),
    );
    const list = await messages('13900000001');
    expect(list.map((m) => m.code)).toEqual(['654321', '123456']);
    expect(list[1]?.biz_id).toBe(first.json().BizId);

    const page = await app.inject({ url: '/sandbox/sms' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const rows = [...page.body.matchAll(/data-testid="sms-message" data-phone="(\d+)"/g)].map((m) => m[1]);
    expect(rows.slice(0, 2)).toEqual(['13900000001', '13900000001']);
    const codes = [...page.body.matchAll(/data-testid="sms-code"[^>]*>(\d{6})</g)].map((m) => m[1]);
    expect(codes.slice(0, 2)).toEqual(['654321', '123456']);
    expect(page.body).toContain('SMS_153055065');
  });

  it('refuses a wrong signature with Aliyun’s error body and delivers nothing', async () => {
    const params = sendParams({ PhoneNumbers: '13900000002' });
    const wrongSecret = await signedGet(params, 'not-the-secret');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({
      RequestId: expect.any(String),
      HostId: 'dysmsapi.aliyuncs.com',
      Code: 'SignatureDoesNotMatch',
      Message: 'Specified signature is not matched with our calculation.',
      Recommend: expect.any(String),
    });

    // A parameter changed after signing (here the number) breaks the signature too.
    const signature = sign('GET', params, SANDBOX_SMS_KEY.accessKeySecret);
    const tampered = new URLSearchParams({ ...params, PhoneNumbers: '13900000003', Signature: signature });
    const res = await app.inject({ url: `/sandbox/sms/?${tampered}` });
    expect(res.json().Code).toBe('SignatureDoesNotMatch');

    // Signed as a POST but sent as a GET: the method is part of what is signed.
    const asPost = new URLSearchParams({ ...params, Signature: sign('POST', params, SANDBOX_SMS_KEY.accessKeySecret) });
    expect((await app.inject({ url: `/sandbox/sms/?${asPost}` })).json().Code).toBe('SignatureDoesNotMatch');

    expect(await messages('13900000002')).toEqual([]);
    expect(await messages('13900000003')).toEqual([]);
  });

  it('accepts a signed POST form', async () => {
    const params = sendParams({ PhoneNumbers: '13900000004' });
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox/sms/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...params,
        Signature: sign('POST', params, SANDBOX_SMS_KEY.accessKeySecret),
      }).toString(),
    });
    expect(res.json()).toMatchObject({ Code: 'OK' });
    expect((await messages('13900000004')).length).toBe(1);
  });

  it('accepts a POST with every signed parameter in the query and an empty body, as Aliyun’s SDK sends it', async () => {
    const params = sendParams({ PhoneNumbers: '13900000007' });
    const query = new URLSearchParams({ ...params, Signature: sign('POST', params, SANDBOX_SMS_KEY.accessKeySecret) });
    const res = await app.inject({ method: 'POST', url: `/sandbox/sms/?${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Code: 'OK', BizId: expect.stringMatching(/^\d+\^0$/) });
    expect((await messages('13900000007')).map((m) => m.code)).toEqual(['123456']);

    // Signed as a GET but POSTed: refused, as the method is part of what is signed.
    const again = sendParams({ PhoneNumbers: '13900000007' });
    const asGet = new URLSearchParams({ ...again, Signature: sign('GET', again, SANDBOX_SMS_KEY.accessKeySecret) });
    expect((await app.inject({ method: 'POST', url: `/sandbox/sms/?${asGet}` })).json().Code).toBe(
      'SignatureDoesNotMatch',
    );
  });

  it('signs a POST over the query and the form together', async () => {
    const all = sendParams({ PhoneNumbers: '13900000008' });
    const form = { PhoneNumbers: '13900000008', TemplateParam: JSON.stringify({ code: '123456' }) };
    const inQuery = Object.fromEntries(Object.entries(all).filter(([key]) => !(key in form)));
    const query = new URLSearchParams({ ...inQuery, Signature: sign('POST', all, SANDBOX_SMS_KEY.accessKeySecret) });
    const post = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/sandbox/sms/?${query}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    expect((await post({ ...form, PhoneNumbers: '13900000009' })).json().Code).toBe('SignatureDoesNotMatch');
    expect((await post(form)).json()).toMatchObject({ Code: 'OK' });
    expect((await messages('13900000008')).length).toBe(1);

    // A name in both the query and the form is refused: Aliyun signs each name once.
    const twice = await post({ ...form, SignName: '学车服务' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Code).toBe('InvalidParameter');
  });

  it('refuses an unknown key, a stale timestamp and a reused nonce', async () => {
    const unknown = await signedGet(sendParams({ AccessKeyId: 'someone-else' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Code).toBe('InvalidAccessKeyId.NotFound');

    const stale = await signedGet(sendParams({ Timestamp: iso(clock.now() - 16 * 60_000) }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Code).toBe('InvalidTimeStamp.Expired');

    const params = sendParams({ PhoneNumbers: '13900000005' });
    expect((await signedGet(params)).json().Code).toBe('OK');
    const again = await signedGet(params);
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe('SignatureNonceUsed');
    expect((await messages('13900000005')).length).toBe(1);

    const missing = sendParams();
    delete (missing as Partial<typeof missing>).PhoneNumbers;
    expect((await signedGet(missing)).json()).toMatchObject({ Code: 'MissingPhoneNumbers' });
  });

  it('answers business refusals with HTTP 200 and an isv code', async () => {
    const bad = await signedGet(sendParams({ PhoneNumbers: '12345' }));
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ Code: 'isv.MOBILE_NUMBER_ILLEGAL' });
    const noCode = await signedGet(sendParams({ TemplateParam: '{"name":"x"}' }));
    expect(noCode.json()).toMatchObject({ Code: 'isv.TEMPLATE_MISSING_PARAMETERS' });
  });

  it('answers a scripted provider refusal once, for that number', async () => {
    const script = await app.inject({
      method: 'POST',
      url: '/sandbox/sms/next-error',
      payload: { phone: '13900000006', code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发小时级流控Permits:5' },
    });
    expect(script.statusCode).toBe(200);
    const limited = await signedGet(sendParams({ PhoneNumbers: '13900000006' }));
    expect(limited.json()).toMatchObject({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5' });
    expect(await messages('13900000006')).toEqual([]);
    expect((await signedGet(sendParams({ PhoneNumbers: '13900000006' }))).json().Code).toBe('OK');
  });
});
