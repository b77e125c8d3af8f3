import type { AddressInfo } from 'node:net';
import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SMS_KEY } from '../index';
import { closeSandbox, startSandbox } from '../test/sandbox';

// Aliyun's own SDK, unchanged, against the sandbox on a real port (on the real clock: the SDK dates
// its requests itself). The endpoint carries the mount path: the SDK always asks for '/' on it.
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await startSandbox();
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => closeSandbox(app));

/** `signatureAlgorithm: 'v2'` is how the SDK is told to sign RPC calls with V1; by default it signs with V3. */
const modes: { name: string; config: { signatureAlgorithm?: string } }[] = [
  { name: 'V3 (the default)', config: {} },
  { name: 'RPC-V1', config: { signatureAlgorithm: 'v2' } },
];

function client(config: { signatureAlgorithm?: string }, accessKeySecret = SANDBOX_SMS_KEY.accessKeySecret) {
  return new Dysmsapi(
    new $OpenApiUtil.Config({
      accessKeyId: SANDBOX_SMS_KEY.accessKeyId,
      accessKeySecret,
      endpoint: `127.0.0.1:${port}/sandbox/sms`,
      protocol: 'http',
      ...config,
    }),
  );
}

const request = (phone: string, code: string) =>
  new SendSmsRequest({
    phoneNumbers: phone,
    signName: '学车服务',
    templateCode: 'SMS_100000001',
    templateParam: JSON.stringify({ code }),
  });

describe.each(modes)('Aliyun’s SDK signing with $name', ({ config }) => {
  const phone = config.signatureAlgorithm ? '13900000202' : '13900000201';

  it('sends a message that reaches the inbox', async () => {
    const res = await client(config).sendSms(request(phone, '481516'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ code: 'OK', message: 'OK', bizId: expect.stringMatching(/^\d+\^0$/) });

    const inbox = await fetch(`http://127.0.0.1:${port}/sandbox/sms/messages?phone=${phone}`);
    const { messages } = (await inbox.json()) as { messages: { code: string; biz_id: string }[] };
    expect(messages).toEqual([expect.objectContaining({ code: '481516', biz_id: res.body?.bizId })]);
  });

  it('is refused with Aliyun’s error when the AccessKeySecret is wrong', async () => {
    const refused = client(config, 'not-the-secret').sendSms(request(phone, '000000'));
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      code: 'SignatureDoesNotMatch',
      data: {
        Code: 'SignatureDoesNotMatch',
        Message: expect.stringMatching(/^Specified signature (is not matched with|does not match) our calculation\.$/),
        RequestId: expect.any(String),
        HostId: 'dysmsapi.aliyuncs.com',
        Recommend: expect.any(String),
      },
    });
    const inbox = await fetch(`http://127.0.0.1:${port}/sandbox/sms/messages?phone=${phone}`);
    expect(((await inbox.json()) as { messages: unknown[] }).messages).toHaveLength(1);
  });
});
