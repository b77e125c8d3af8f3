import { createPrivateKey, createPublicKey, sign } from 'node:crypto';

/**
 * A self-signed X.509 certificate for an RSA key, written as DER by hand: the sandbox's platform
 * certificates (平台证书) need one and no X.509 library is installed. Only what a certificate must hold:
 * version 3, serial, sha256WithRSAEncryption, issuer = subject, validity and the public key.
 */

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const der = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const sequence = (...parts: Buffer[]) => der(0x30, ...parts);
const set = (...parts: Buffer[]) => der(0x31, ...parts);

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const n of rest) {
    // Base 128, high bit set on every byte but the last.
    const chunk = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime until 2049, GeneralizedTime after (RFC 5280 §4.1.2.5). */
function time(ms: number): Buffer {
  const d = new Date(ms);
  const text = `${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
  return d.getUTCFullYear() < 2050 ? der(0x17, Buffer.from(text.slice(2))) : der(0x18, Buffer.from(text));
}

const SHA256_WITH_RSA = sequence(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));

function name(parts: { country: string; organization: string; commonName: string }): Buffer {
  const attribute = (type: string, value: Buffer) => set(sequence(oid(type), value));
  return sequence(
    attribute('2.5.4.6', der(0x13, Buffer.from(parts.country))),
    attribute('2.5.4.10', der(0x0c, Buffer.from(parts.organization, 'utf8'))),
    attribute('2.5.4.3', der(0x0c, Buffer.from(parts.commonName, 'utf8'))),
  );
}

/**
 * PEM of a certificate for `privateKey`'s public half. `serial` is hex and must not start with 8–F
 * (a DER INTEGER is signed, and a positive one is what every parser expects).
 */
export function selfSignedCertificate(opts: {
  privateKey: string;
  serial: string;
  notBefore: number;
  notAfter: number;
  subject: { country: string; organization: string; commonName: string };
}): string {
  const publicKey = createPublicKey(createPrivateKey(opts.privateKey)).export({ type: 'spki', format: 'der' });
  const subject = name(opts.subject);
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.from(opts.serial, 'hex')),
    SHA256_WITH_RSA,
    subject,
    sequence(time(opts.notBefore), time(opts.notAfter)),
    subject,
    publicKey,
  );
  const signature = sign('sha256', tbs, opts.privateKey);
  const cert = sequence(tbs, SHA256_WITH_RSA, der(0x03, Buffer.from([0]), signature));
  const lines = cert.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
