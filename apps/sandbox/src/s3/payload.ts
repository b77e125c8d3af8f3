import { createHash } from 'node:crypto';
import { type Checksum, checkChecksum } from './checksums';
import { S3Error } from './s3-error';
import { sha256Hex } from './sigv4';

const incomplete = () =>
  new S3Error(
    400,
    'IncompleteBody',
    'You did not provide the number of bytes specified by the Content-Length HTTP header',
  );

/**
 * An aws-chunked body (`<hex size>\r\n<bytes>\r\n` … `0\r\n`, then trailer lines and an empty line), the
 * way the AWS SDKs send a stream with its checksum in a trailer (STREAMING-UNSIGNED-PAYLOAD-TRAILER).
 */
export function decodeAwsChunked(body: Buffer): { data: Buffer; trailers: Record<string, string> } {
  const chunks: Buffer[] = [];
  let at = 0;
  const line = () => {
    const end = body.indexOf('\r\n', at, 'latin1');
    if (end < 0) throw incomplete();
    const text = body.toString('latin1', at, end);
    at = end + 2;
    return text;
  };
  for (;;) {
    const sizeText = line();
    if (!/^[0-9a-fA-F]+$/.test(sizeText)) throw incomplete();
    const size = Number.parseInt(sizeText, 16);
    if (size === 0) break;
    if (at + size + 2 > body.length || body.toString('latin1', at + size, at + size + 2) !== '\r\n') {
      throw incomplete();
    }
    chunks.push(body.subarray(at, at + size));
    at += size + 2;
  }
  const trailers: Record<string, string> = {};
  for (let text = line(); text !== ''; text = line()) {
    const colon = text.indexOf(':');
    if (colon < 1) throw incomplete();
    trailers[text.slice(0, colon).trim().toLowerCase()] = text.slice(colon + 1).trim();
  }
  return { data: Buffer.concat(chunks), trailers };
}

/** The bytes the caller meant, checked against every digest it sent, and the checksum to keep. */
export interface Payload {
  data: Buffer;
  checksum: Checksum | null;
}

/**
 * Reads the body as S3 does: aws-chunked decoded when declared so, its length, SHA-256 (when signed
 * with one), Content-MD5 and flexible checksum checked. Anything that does not match is refused.
 */
export function readPayload(headers: Record<string, string>, body: Buffer, payloadHash: string): Payload {
  let data = body;
  let fields = headers;
  if (payloadHash === 'STREAMING-UNSIGNED-PAYLOAD-TRAILER') {
    const decoded = decodeAwsChunked(body);
    if (headers['x-amz-decoded-content-length'] !== String(decoded.data.length)) throw incomplete();
    const announced = (headers['x-amz-trailer'] ?? '').toLowerCase();
    if (Object.keys(decoded.trailers).some((name) => name !== announced)) {
      throw new S3Error(
        400,
        'MalformedTrailerError',
        'The request contained trailing data that was not well-formed or did not conform to our published schema.',
      );
    }
    data = decoded.data;
    fields = { ...headers, ...decoded.trailers };
  } else if (payloadHash !== 'UNSIGNED-PAYLOAD' && sha256Hex(body) !== payloadHash) {
    throw new S3Error(
      400,
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
      [
        ['ClientComputedContentSHA256', payloadHash],
        ['S3ComputedContentSHA256', sha256Hex(body)],
      ],
    );
  }
  const md5 = headers['content-md5'];
  if (md5 !== undefined) {
    if (Buffer.from(md5, 'base64').length !== 16) {
      throw new S3Error(400, 'InvalidDigest', 'The Content-MD5 you specified was invalid.', [['Content-MD5', md5]]);
    }
    if (createHash('md5').update(data).digest('base64') !== md5) {
      throw new S3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
    }
  }
  return { data, checksum: checkChecksum(fields, data) };
}
