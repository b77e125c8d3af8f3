import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { notImplemented, S3Error } from './s3-error';

/** CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), one table lookup per byte. */
const CRC32C_TABLE = Uint32Array.from({ length: 256 }, (_, i) => {
  let c = i;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
  return c >>> 0;
});

function crc32c(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC32C_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const bigEndian = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

/** The flexible checksums S3 takes (x-amz-checksum-<name>, base64 of the digest), by name. */
const DIGESTS: Record<string, { label: string; digest: (data: Buffer) => Buffer }> = {
  crc32: { label: 'CRC32', digest: (data) => bigEndian(crc32(data)) },
  crc32c: { label: 'CRC32C', digest: (data) => bigEndian(crc32c(data)) },
  sha1: { label: 'SHA1', digest: (data) => createHash('sha1').update(data).digest() },
  sha256: { label: 'SHA256', digest: (data) => createHash('sha256').update(data).digest() },
};

export interface Checksum {
  /** crc32, crc32c, sha1 or sha256. */
  algorithm: string;
  /** Base64, as S3 sends it back in x-amz-checksum-<algorithm>. */
  value: string;
}

/**
 * Checks the upload's flexible checksum (a header, or a trailer after an aws-chunked body) against the
 * bytes received, and returns it to keep with the object. At most one may be sent. CRC-64/NVME is not
 * computed here: such an upload is answered NotImplemented rather than stored unchecked.
 */
export function checkChecksum(fields: Record<string, string>, data: Buffer): Checksum | null {
  const sent = Object.keys(fields).filter(
    (name) => name.startsWith('x-amz-checksum-') && name !== 'x-amz-checksum-mode',
  );
  if (sent.length > 1) {
    throw new S3Error(
      400,
      'InvalidRequest',
      'Expecting a single x-amz-checksum- header. Multiple checksum Types are not allowed.',
    );
  }
  const [name] = sent;
  if (!name) return null;
  const algorithm = name.slice('x-amz-checksum-'.length);
  const known = DIGESTS[algorithm];
  if (!known) {
    if (algorithm === 'crc64nvme') throw notImplemented(name);
    throw new S3Error(400, 'InvalidRequest', `Value for ${name} header is invalid.`);
  }
  const value = fields[name] ?? '';
  const expected = known.digest(data).toString('base64');
  if (Buffer.from(value, 'base64').length !== Buffer.from(expected, 'base64').length) {
    throw new S3Error(400, 'InvalidRequest', `Value for ${name} header is invalid.`);
  }
  if (value !== expected) {
    throw new S3Error(400, 'BadDigest', `The ${known.label} you specified did not match the calculated checksum.`);
  }
  return { algorithm, value };
}
