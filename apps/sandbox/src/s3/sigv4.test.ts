import { describe, expect, it } from 'vitest';
import { authenticate, type S3Request } from './authenticate';
import { decodeAwsChunked, readPayload } from './payload';
import { S3Error } from './s3-error';
import { sha256Hex } from './sigv4';

// The worked examples of "Signature Calculations for the Authorization Header" and "Authenticating
// Requests: Using Query Parameters" in the S3 API reference: their keys, their clock, their signatures.
const account = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const at = Date.UTC(2013, 4, 24);
const host = 'examplebucket.s3.amazonaws.com';
const EMPTY = sha256Hex('');

const signedBy = (signedHeaders: string, signature: string) =>
  `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=${signedHeaders},Signature=${signature}`;

function refusal(request: S3Request, now = at): S3Error {
  try {
    authenticate(account, request, now);
  } catch (error) {
    if (error instanceof S3Error) return error;
    throw error;
  }
  throw new Error('the request was accepted');
}

describe("AWS's worked examples", () => {
  const getObject: S3Request = {
    method: 'GET',
    rawPath: '/test.txt',
    query: [],
    headers: {
      host,
      range: 'bytes=0-9',
      'x-amz-content-sha256': EMPTY,
      'x-amz-date': '20130524T000000Z',
      authorization: signedBy(
        'host;range;x-amz-content-sha256;x-amz-date',
        'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
      ),
    },
  };

  it('accepts GET Object, PUT Object (a $ in the key) and GET Bucket (a query)', () => {
    expect(authenticate(account, getObject, at)).toEqual({ payloadHash: EMPTY });

    const body = sha256Hex('Welcome to Amazon S3.');
    const putObject: S3Request = {
      method: 'PUT',
      rawPath: '/test$file.text',
      query: [],
      headers: {
        host,
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-date': '20130524T000000Z',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': body,
        authorization: signedBy(
          'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
          '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
        ),
      },
    };
    expect(authenticate(account, putObject, at)).toEqual({ payloadHash: body });

    const listObjects: S3Request = {
      method: 'GET',
      rawPath: '/',
      query: [
        ['max-keys', '2'],
        ['prefix', 'J'],
      ],
      headers: {
        host,
        'x-amz-content-sha256': EMPTY,
        'x-amz-date': '20130524T000000Z',
        authorization: signedBy(
          'host;x-amz-content-sha256;x-amz-date',
          '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
        ),
      },
    };
    expect(authenticate(account, listObjects, at)).toEqual({ payloadHash: EMPTY });
  });

  it('refuses the GET example with another range, at another hour, or with an unsigned x-amz- header', () => {
    const otherRange = refusal({ ...getObject, headers: { ...getObject.headers, range: 'bytes=0-99' } });
    expect([otherRange.status, otherRange.code]).toEqual([403, 'SignatureDoesNotMatch']);
    expect(Object.fromEntries(otherRange.details).CanonicalRequest).toBe(
      `GET\n/test.txt\n\nhost:${host}\nrange:bytes=0-99\nx-amz-content-sha256:${EMPTY}\nx-amz-date:20130524T000000Z\n\nhost;range;x-amz-content-sha256;x-amz-date\n${EMPTY}`,
    );

    const late = refusal(getObject, at + 16 * 60_000);
    expect([late.status, late.code]).toEqual([403, 'RequestTimeTooSkewed']);
    expect(Object.fromEntries(late.details)).toMatchObject({
      RequestTime: '20130524T000000Z',
      ServerTime: '2013-05-24T00:16:00Z',
      MaxAllowedSkewMilliseconds: '900000',
    });

    const extra = refusal({ ...getObject, headers: { ...getObject.headers, 'x-amz-meta-note': 'added later' } });
    expect([extra.code, extra.message]).toEqual([
      'AccessDenied',
      'There were headers present in the request which were not signed',
    ]);
  });

  const presigned: S3Request = {
    method: 'GET',
    rawPath: '/test.txt',
    query: [
      ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
      ['X-Amz-Credential', 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request'],
      ['X-Amz-Date', '20130524T000000Z'],
      ['X-Amz-Expires', '86400'],
      ['X-Amz-SignedHeaders', 'host'],
      ['X-Amz-Signature', 'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404'],
    ],
    headers: { host },
  };

  it('accepts the presigned example for its day, and not a second longer', () => {
    expect(authenticate(account, presigned, at + 86_400_000)).toEqual({ payloadHash: 'UNSIGNED-PAYLOAD' });
    const expired = refusal(presigned, at + 86_401_000);
    expect([expired.status, expired.code, expired.message]).toEqual([403, 'AccessDenied', 'Request has expired']);
    expect(expired.details).toEqual([
      ['X-Amz-Expires', '86400'],
      ['Expires', '2013-05-25T00:00:00Z'],
      ['ServerTime', '2013-05-25T00:00:01Z'],
    ]);
  });

  it('refuses the presigned example on another host or for another method', () => {
    expect(refusal({ ...presigned, headers: { host: 'elsewhere.example' } }).code).toBe('SignatureDoesNotMatch');
    expect(refusal({ ...presigned, method: 'DELETE' }).code).toBe('SignatureDoesNotMatch');
  });
});

describe('the body', () => {
  it('must hash to the signed x-amz-content-sha256', () => {
    const body = Buffer.from('what was signed');
    expect(readPayload({}, body, sha256Hex(body)).data).toEqual(body);
    expect(() => readPayload({}, Buffer.from('something else'), sha256Hex(body))).toThrowError(
      expect.objectContaining({ code: 'XAmzContentSHA256Mismatch', status: 400 }),
    );
  });

  it('decodes aws-chunked and checks the trailing checksum', () => {
    const chunked = (crc: string) =>
      Buffer.from(`5\r\nhello\r\n6\r\n world\r\n0\r\nx-amz-checksum-crc32:${crc}\r\n\r\n`);
    expect(decodeAwsChunked(chunked('DUoRhQ=='))).toEqual({
      data: Buffer.from('hello world'),
      trailers: { 'x-amz-checksum-crc32': 'DUoRhQ==' },
    });
    const headers = { 'x-amz-decoded-content-length': '11', 'x-amz-trailer': 'x-amz-checksum-crc32' };
    const payload = readPayload(headers, chunked('DUoRhQ=='), 'STREAMING-UNSIGNED-PAYLOAD-TRAILER');
    expect(payload.checksum).toEqual({ algorithm: 'crc32', value: 'DUoRhQ==' });
    expect(() => readPayload(headers, chunked('AAAAAA=='), 'STREAMING-UNSIGNED-PAYLOAD-TRAILER')).toThrowError(
      'The CRC32 you specified did not match the calculated checksum.',
    );
    const short = { ...headers, 'x-amz-decoded-content-length': '12' };
    expect(() => readPayload(short, chunked('DUoRhQ=='), 'STREAMING-UNSIGNED-PAYLOAD-TRAILER')).toThrowError(
      expect.objectContaining({ code: 'IncompleteBody' }),
    );
  });
});
