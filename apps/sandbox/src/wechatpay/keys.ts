import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { readJsonFile, writeJsonFile } from '../lib/json-file';
import { selfSignedCertificate } from './certificate';
import { beijingTime } from './transactions';

/**
 * The sandbox's WeChat Pay credentials, made at first start and kept in the data folder, as a merchant
 * would download them from the merchant console: the merchant's API key pair (apiclient_key.pem and its
 * certificate serial), the APIv3 key, the WeChat Pay public key (微信支付公钥) with its id, and the
 * platform certificates (平台证书) that older merchants verify with instead. The sandbox keeps the private
 * halves of the WeChat side to itself.
 */
export interface PayKeys {
  mchid: string;
  apiV3Key: string;
  merchant: { privateKey: string; publicKey: string; serial: string };
  /** The WeChat Pay public key pair and its PUB_KEY_ID_…. */
  platform: { privateKey: string; publicKey: string; id: string };
  /** Platform certificates, oldest first; the newest signs. Merchants get them from GET /v3/certificates. */
  certificates: PlatformCertificate[];
}

export interface PlatformCertificate {
  /** 40 hex digits, as WeChat's serial_no and the certificate's own serial. */
  serial: string;
  privateKey: string;
  /** PEM. */
  certificate: string;
  /** RFC 3339, as /v3/certificates lists them. */
  effectiveTime: string;
  expireTime: string;
}

/**
 * Which kind of merchant the sandbox's merchant is: one with the WeChat Pay public key (every merchant
 * since late 2024), one still on platform certificates, or one switching over, whom WeChat signs for
 * with either.
 */
export type SignsWith = 'public_key' | 'platform_certificate' | 'both';

const DAY_MS = 24 * 3600_000;
/** WeChat's platform certificates are valid for five years. */
const CERTIFICATE_LIFE_MS = 5 * 365 * DAY_MS;

const generateRsa = promisify(generateKeyPair);

/** A 2048-bit RSA pair, made on libuv's thread pool: a busy machine's event loop keeps answering meanwhile. */
function pair(): Promise<{ publicKey: string; privateKey: string }> {
  return generateRsa('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

async function makeCertificate(now: number): Promise<PlatformCertificate> {
  const { privateKey } = await pair();
  // 20 bytes whose first hex digit is 4–7: always 40 digits, and a positive DER INTEGER.
  const bytes = randomBytes(20);
  bytes[0] = ((bytes[0] ?? 0) & 0x3f) | 0x40;
  const serial = bytes.toString('hex').toUpperCase();
  return {
    serial,
    privateKey,
    certificate: selfSignedCertificate({
      privateKey,
      serial,
      notBefore: now,
      notAfter: now + CERTIFICATE_LIFE_MS,
      subject: { country: 'CN', organization: '财付通支付科技有限公司', commonName: 'Tenpay.com Sandbox Platform' },
    }),
    effectiveTime: beijingTime(now),
    expireTime: beijingTime(now + CERTIFICATE_LIFE_MS),
  };
}

/** What the merchant holds (and the API reads): never the WeChat side's private keys. */
function merchantCredentials(keys: PayKeys, signsWith: SignsWith) {
  return {
    mchid: keys.mchid,
    apiV3Key: keys.apiV3Key,
    merchantPrivateKey: keys.merchant.privateKey,
    merchantSerial: keys.merchant.serial,
    ...(signsWith === 'platform_certificate'
      ? {}
      : { wechatpayPublicKey: keys.platform.publicKey, wechatpayPublicKeyId: keys.platform.id }),
    // Such a merchant downloads its certificates from /v3/certificates with the keys above.
    platformCertificates: signsWith !== 'public_key',
  };
}

/**
 * Loads the sandbox's keys from `file`, or makes them; writes the merchant's half beside it in
 * `merchantFile`, as the kind of merchant `signsWith` names (sandbox mode points the API's WeChat Pay
 * settings at that file).
 */
export async function loadPayKeys(
  file: string,
  merchantFile: string,
  opts: { mchid: string; signsWith: SignsWith; now: number },
): Promise<PayKeys> {
  const saved = (await readJsonFile(file)) as PayKeys | undefined;
  let keys: PayKeys;
  if (saved?.merchant?.privateKey && saved.mchid === opts.mchid) {
    keys = saved;
    // Kept from before the sandbox had certificates: add one.
    if (!keys.certificates?.length) {
      keys.certificates = [await makeCertificate(opts.now)];
      await writeJsonFile(file, keys);
    }
  } else {
    // The three pairs at once, on the thread pool.
    const [merchant, platform, certificate] = await Promise.all([pair(), pair(), makeCertificate(opts.now)]);
    keys = {
      mchid: opts.mchid,
      // 32 characters used as-is as the AES-256 key, as WeChat's APIv3 key is.
      apiV3Key: randomBytes(24).toString('base64url').slice(0, 32),
      merchant: {
        ...merchant,
        serial: createHash('sha1').update(merchant.publicKey).digest('hex').slice(0, 40).toUpperCase(),
      },
      platform: { ...platform, id: `PUB_KEY_ID_${randomBytes(12).toString('hex').toUpperCase()}` },
      certificates: [certificate],
    };
    await writeJsonFile(file, keys);
  }
  // Rewritten at every start: the kind of merchant may have changed since.
  await writeJsonFile(merchantFile, merchantCredentials(keys, opts.signsWith));
  return keys;
}

/**
 * WeChat replaces its platform certificate: the new one is listed at once, the old ones stay listed
 * (and valid) for one more day, as WeChat moves their expire_time up before a replacement.
 */
export async function rotateCertificate(keys: PayKeys, file: string, now: number): Promise<PlatformCertificate> {
  const next = await makeCertificate(now);
  for (const c of keys.certificates) {
    if (Date.parse(c.expireTime) > now + DAY_MS) c.expireTime = beijingTime(now + DAY_MS);
  }
  keys.certificates.push(next);
  await writeJsonFile(file, keys);
  return next;
}
