import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What tests of the sandbox and of its clients (the API's adapters) share, as `@xueche/sandbox/testing`;
 * the running sandbox never imports it.
 */

/** A request a merchant's notify URL received. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A merchant's notify URL, for the sandbox to send WeChat Pay notifications to: an HTTP server on
 * 127.0.0.1 that keeps every request in `received` and answers it with the next status queued in
 * `answers`, else `status`.
 */
export async function notifyReceiver(path: string, status = 204) {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? status;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    answers,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type NotifyReceiver = Awaited<ReturnType<typeof notifyReceiver>>;

/**
 * Aliyun's documented example of an RPC-V1 signature (DescribeRegions, AccessKey testid / testsecret): the
 * request's parameters and the signature Aliyun says they make.
 */
export const ALIYUN_RPC_EXAMPLE = {
  params: {
    AccessKeyId: 'testid',
    Action: 'DescribeRegions',
    Format: 'XML',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
    SignatureVersion: '1.0',
    Timestamp: '2016-02-23T12:46:24Z',
    Version: '2014-05-26',
  },
  secret: 'testsecret',
  signature: 'OLeaidS1JvxuMvnyHOwuJ+uX5qY=',
};
