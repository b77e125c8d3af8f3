import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SMS_KEY } from '../index';
import { closeSandbox, startClockedSandbox, type TestClock } from '../test/sandbox';
import { acs3Signature, canonicalRequest } from './acs3-signature';

/**
 * A V3 (ACS3-HMAC-SHA256) signer written from Aliyun's "V3版本请求体&签名机制", apart from the
 * sandbox's verifier: the Java recipe's encoding (URL-encode, then `+`→%20, `*`→%2A, %7E→~), the
 * headers named host, content-type and x-acs-* signed, the path '/' of an RPC-style API.
 */
function acs3Authorization(
  request: { method: string; query: Record<string, string>; headers: Record<string, string> },
  accessKeyId: string,
  accessKeySecret: string,
): string {
  const encode = (text: string) =>
    encodeURIComponent(text)
      .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
      .replace(/%7E/g, '~');
  const hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  const canonicalQuery = Object.keys(request.query)
    .sort()
    .map((name) => `${encode(name)}=${encode(request.query[name] ?? '')}`)
    .join('&');
  const signed = Object.keys(request.headers)
    .map((name) => name.toLowerCase())
    .filter((name) => name === 'host' || name === 'content-type' || name.startsWith('x-acs-'))
    .sort();
  const headerValue = (name: string) =>
    Object.entries(request.headers)
      .find(([key]) => key.toLowerCase() === name)?.[1]
      ?.trim() ?? '';
  let canonical = `${request.method}\n/\n${canonicalQuery}\n`;
  for (const name of signed) canonical += `${name}:${headerValue(name)}\n`;
  canonical += `\n${signed.join(';')}\n${headerValue('x-acs-content-sha256')}`;
  const signature = createHmac('sha256', accessKeySecret)
    .update(`ACS3-HMAC-SHA256\n${hex(canonical)}`)
    .digest('hex');
  return `ACS3-HMAC-SHA256 Credential=${accessKeyId},SignedHeaders=${signed.join(';')},Signature=${signature}`;
}

/** The worked example of "V3版本请求体&签名机制" (签名示例, fixed parameter values). */
const EXAMPLE = {
  accessKeyId: 'YourAccessKeyId',
  accessKeySecret: 'YourAccessKeySecret',
  query: { ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd', RegionId: 'cn-shanghai' },
  headers: {
    host: 'ecs.cn-shanghai.aliyuncs.com',
    'x-acs-action': 'RunInstances',
    'x-acs-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    'x-acs-date': '2023-10-26T10:22:32Z',
    'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
    'x-acs-version': '2014-05-26',
  },
  canonicalRequest:
    'POST\n/\nImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai\n' +
    'host:ecs.cn-shanghai.aliyuncs.com\nx-acs-action:RunInstances\n' +
    'x-acs-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855\n' +
    'x-acs-date:2023-10-26T10:22:32Z\nx-acs-signature-nonce:3156853299f313e23d1673dc12e1703d\n' +
    'x-acs-version:2014-05-26\n\n' +
    'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version\n' +
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  hashedCanonicalRequest: '7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259',
  authorization:
    'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,' +
    'SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,' +
    'Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
};

describe("the V3 signature, on Aliyun's worked example", () => {
  it('is what the tests sign with', () => {
    const request = { method: 'POST', query: EXAMPLE.query, headers: EXAMPLE.headers };
    expect(acs3Authorization(request, EXAMPLE.accessKeyId, EXAMPLE.accessKeySecret)).toBe(EXAMPLE.authorization);
  });

  it('is what the sandbox checks against', () => {
    const canonical = canonicalRequest({
      method: 'POST',
      query: Object.entries(EXAMPLE.query),
      headers: EXAMPLE.headers,
      signedHeaders: Object.keys(EXAMPLE.headers),
      payloadHash: EXAMPLE.headers['x-acs-content-sha256'],
    });
    expect(canonical).toBe(EXAMPLE.canonicalRequest);
    expect(createHash('sha256').update(canonical).digest('hex')).toBe(EXAMPLE.hashedCanonicalRequest);
    expect(acs3Signature(canonical, EXAMPLE.accessKeySecret)).toBe(EXAMPLE.authorization.split('Signature=')[1]);
  });
});

let app: FastifyInstance;
let clock: TestClock;
beforeAll(async () => ({ app, clock } = await startClockedSandbox()));
afterAll(() => closeSandbox(app));

const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface V3Call {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  form?: Record<string, string>;
  /** Headers to add, change or (undefined) leave out, before signing. */
  headers?: Record<string, string | undefined>;
  accessKeyId?: string;
  secret?: string;
  /** Changes the request after it was signed. */
  tamper?: (request: { url: string; headers: Record<string, string>; payload: string }) => void;
}

/** SendSms as the SDK sends it by default: the parameters in the query, signed with V3. */
function v3(call: V3Call = {}) {
  const method = call.method ?? 'POST';
  const query = call.query ?? {
    PhoneNumbers: '13800138000',
    SignName: '学车服务',
    TemplateCode: 'SMS_153055065',
    TemplateParam: JSON.stringify({ code: '123456' }),
  };
  const payload = call.form ? new URLSearchParams(call.form).toString() : '';
  const headers: Record<string, string> = {};
  const wanted: Record<string, string | undefined> = {
    host: 'dysmsapi.aliyuncs.com',
    'x-acs-action': 'SendSms',
    'x-acs-version': '2017-05-25',
    'x-acs-date': iso(clock.now()),
    'x-acs-signature-nonce': randomUUID(),
    'x-acs-content-sha256': sha256(payload),
    ...(call.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    ...call.headers,
  };
  for (const [name, value] of Object.entries(wanted)) if (value !== undefined) headers[name] = value;
  headers.authorization = acs3Authorization(
    { method, query, headers },
    call.accessKeyId ?? SANDBOX_SMS_KEY.accessKeyId,
    call.secret ?? SANDBOX_SMS_KEY.accessKeySecret,
  );
  const request = { url: `/sandbox/sms/?${new URLSearchParams(query)}`, headers, payload };
  call.tamper?.(request);
  return app.inject({ method, ...request });
}

const messages = async (phone: string) =>
  (await app.inject({ url: `/sandbox/sms/messages?phone=${phone}` })).json().messages as { code: string }[];

const popError = (Code: string, Message: string) => ({
  RequestId: expect.any(String),
  HostId: 'dysmsapi.aliyuncs.com',
  Code,
  Message,
  Recommend: expect.any(String),
});

const mismatch = popError('SignatureDoesNotMatch', 'Specified signature does not match our calculation.');
const incomplete = popError('IncompleteSignature', 'The request signature does not conform to Aliyun standards.');

const sendTo = (phone: string, code = '123456') => ({
  PhoneNumbers: phone,
  SignName: '学车服务',
  TemplateCode: 'SMS_153055065',
  TemplateParam: JSON.stringify({ code }),
});

describe('SendSms signed with V3', () => {
  it('delivers a POST with the parameters in the query and an empty body', async () => {
    const res = await v3({ query: sendTo('13900000101') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Code: 'OK', Message: 'OK', BizId: expect.stringMatching(/^\d+\^0$/) });
    expect((await messages('13900000101')).map((m) => m.code)).toEqual(['123456']);
  });

  it('delivers a GET, and a POST whose parameters are in the form its hash covers', async () => {
    expect((await v3({ method: 'GET', query: sendTo('13900000102') })).json()).toMatchObject({ Code: 'OK' });
    const form = await v3({ query: {}, form: sendTo('13900000102', '222222') });
    expect(form.json()).toMatchObject({ Code: 'OK' });
    expect((await messages('13900000102')).map((m) => m.code)).toEqual(['222222', '123456']);
  });

  it('refuses a body that is not the one hashed, whether or not the hash was changed with it', async () => {
    const other = new URLSearchParams(sendTo('13900000104')).toString();
    const swapped = await v3({
      query: {},
      form: sendTo('13900000103'),
      tamper: (request) => {
        request.payload = other;
      },
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json()).toEqual(mismatch);
    const rehashed = await v3({
      query: {},
      form: sendTo('13900000103'),
      tamper: (request) => {
        request.payload = other;
        request.headers['x-acs-content-sha256'] = sha256(other);
      },
    });
    expect(rehashed.json()).toEqual(mismatch);
    expect(await messages('13900000103')).toEqual([]);
    expect(await messages('13900000104')).toEqual([]);
  });

  it('refuses a wrong secret, a changed query and a changed signed header', async () => {
    const wrongSecret = await v3({ query: sendTo('13900000105'), secret: 'not-the-secret' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual(mismatch);
    const query = await v3({
      query: sendTo('13900000105'),
      tamper: (request) => {
        request.url = request.url.replace('13900000105', '13900000106');
      },
    });
    expect(query.json()).toEqual(mismatch);
    const host = await v3({
      query: sendTo('13900000105'),
      tamper: (request) => {
        request.headers.host = 'elsewhere.example';
      },
    });
    expect(host.json()).toEqual(mismatch);
    expect(await messages('13900000105')).toEqual([]);
    expect(await messages('13900000106')).toEqual([]);
  });

  it('refuses an Authorization that is not whole, or leaves required or x-acs-* headers unsigned', async () => {
    const noSignedHeaders = await v3({
      tamper: (request) => {
        request.headers.authorization = request.headers.authorization?.replace(/SignedHeaders=[^,]*,/, '') ?? '';
      },
    });
    expect(noSignedHeaders.statusCode).toBe(400);
    expect(noSignedHeaders.json()).toEqual(incomplete);

    // The test signer signs every header it is given, so these leave one out after signing.
    const unsign = (name: string) => (request: { headers: Record<string, string> }) => {
      request.headers.authorization = request.headers.authorization?.replace(`;${name}`, '') ?? '';
    };
    expect((await v3({ tamper: unsign('x-acs-date') })).json()).toEqual(incomplete);
    expect((await v3({ headers: { 'x-acs-extra': 'a' }, tamper: unsign('x-acs-extra') })).json()).toEqual(incomplete);
    expect((await v3({ headers: { 'x-acs-signature-nonce': undefined } })).json()).toEqual(incomplete);
    const signedNotSent = await v3({
      tamper: (request) => {
        delete request.headers['x-acs-signature-nonce'];
      },
    });
    expect(signedNotSent.json()).toEqual(incomplete);
  });

  it('refuses an unknown key, another algorithm, a stale or malformed date and a reused nonce', async () => {
    const unknown = await v3({ accessKeyId: 'someone-else' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(popError('InvalidAccessKeyId.NotFound', 'Specified access key is not found.'));

    const sm3 = await v3({
      tamper: (request) => {
        request.headers.authorization = request.headers.authorization?.replace('HMAC-SHA256', 'HMAC-SM3') ?? '';
      },
    });
    expect(sm3.json().Code).toBe('InvalidSignatureMethod');

    const stale = await v3({ headers: { 'x-acs-date': iso(clock.now() - 16 * 60_000) } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Code).toBe('InvalidTimeStamp.Expired');
    const malformed = await v3({ headers: { 'x-acs-date': new Date(clock.now()).toUTCString() } });
    expect(malformed.json().Code).toBe('InvalidTimeStamp.Format');

    const nonce = randomUUID();
    expect((await v3({ query: sendTo('13900000107'), headers: { 'x-acs-signature-nonce': nonce } })).json().Code).toBe(
      'OK',
    );
    const again = await v3({ query: sendTo('13900000107'), headers: { 'x-acs-signature-nonce': nonce } });
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe('SignatureNonceUsed');
    expect((await messages('13900000107')).length).toBe(1);
  });

  it('takes the action and the version from their headers', async () => {
    const otherAction = await v3({ headers: { 'x-acs-action': 'QuerySendDetails' } });
    expect(otherAction.statusCode).toBe(404);
    expect(otherAction.json().Code).toBe('InvalidAction.NotFound');
    const otherVersion = await v3({ headers: { 'x-acs-version': '2018-01-01' } });
    expect(otherVersion.json().Code).toBe('InvalidVersion');
    // An RPC-V1 Action in the query names nothing here.
    const inQuery = await v3({ query: { ...sendTo('13900000108'), Action: 'QuerySendDetails' } });
    expect(inQuery.json().Code).toBe('OK');
  });
});
