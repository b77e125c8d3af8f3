import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, totp, verifyTotp } from './totp';

// RFC 6238 Appendix B: the seeds are ASCII "1234567890…" repeated to each algorithm's key length; 8 digits.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at %i s gives the RFC test vectors', (time, sha1, sha256, sha512) => {
    const step = Math.floor(time / 30);
    expect(hotp(SEEDS.sha1, step, 8, 'sha1')).toBe(sha1);
    expect(hotp(SEEDS.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(SEEDS.sha512, step, 8, 'sha512')).toBe(sha512);
  });

  it('gives RFC 4226 Appendix D HOTP values for counters 0–9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected);
  });

  it('reads and writes base32 as authenticator apps do (RFC 4648)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
  });

  it('accepts the code of the step before, this one and the one after, never the same step twice', () => {
    const secret = base32Encode(SEEDS.sha1);
    const now = 1_700_000_015_000;
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(secret, totp(secret, now), null, now)).toBe(step);
    expect(verifyTotp(secret, totp(secret, now - 30_000), null, now)).toBe(step - 1);
    expect(verifyTotp(secret, totp(secret, now + 30_000), null, now)).toBe(step + 1);
    expect(verifyTotp(secret, totp(secret, now - 60_000), null, now)).toBeNull();
    expect(verifyTotp(secret, totp(secret, now + 60_000), null, now)).toBeNull();
    // Accepted once: a replay of the same code (or an older one) is refused.
    expect(verifyTotp(secret, totp(secret, now), step, now)).toBeNull();
    expect(verifyTotp(secret, totp(secret, now - 30_000), step, now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', null, now)).toBeNull();
  });

  it('writes the otpauth:// link authenticator apps scan', () => {
    const link = otpauthUri('JBSWY3DPEHPK3PXP', '学车运营后台', 'alice');
    const uri = new URL(link);
    expect(decodeURIComponent(link.slice(0, link.indexOf('?')))).toBe('otpauth://totp/学车运营后台:alice');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: '学车运营后台',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
