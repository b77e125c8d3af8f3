import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { readJsonFile, writeJsonFile } from '../lib/json-file';

/**
 * The sandbox's WeChat Pay credentials, made at first start and kept in the data folder, as a merchant
 * would download them from the merchant console: the merchant's API key pair (apiclient_key.pem and its
 * certificate serial), the APIv3 key, and the WeChat Pay public key (微信支付公钥) with its id that
 * notifications are signed with. The sandbox keeps the private halves of the WeChat side to itself.
 */
export interface PayKeys {
  mchid: string;
  apiV3Key: string;
  merchant: { privateKey: string; publicKey: string; serial: string };
  platform: { privateKey: string; publicKey: string; id: string };
}

function pair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** What the merchant holds (and the API reads): never the WeChat side's private key. */
export function merchantCredentials(keys: PayKeys) {
  return {
    mchid: keys.mchid,
    apiV3Key: keys.apiV3Key,
    merchantPrivateKey: keys.merchant.privateKey,
    merchantSerial: keys.merchant.serial,
    wechatpayPublicKey: keys.platform.publicKey,
    wechatpayPublicKeyId: keys.platform.id,
  };
}

/**
 * Loads the sandbox's keys from `file`, or makes them; writes the merchant's half beside it in
 * `merchantFile` (sandbox mode points the API's WeChat Pay settings at that file).
 */
export async function loadPayKeys(file: string, merchantFile: string, mchid: string): Promise<PayKeys> {
  const saved = (await readJsonFile(file)) as PayKeys | undefined;
  if (saved?.merchant?.privateKey && saved.mchid === mchid) {
    if (!(await readJsonFile(merchantFile))) await writeJsonFile(merchantFile, merchantCredentials(saved));
    return saved;
  }
  const merchant = pair();
  const platform = pair();
  const keys: PayKeys = {
    mchid,
    // 32 characters used as-is as the AES-256 key, as WeChat's APIv3 key is.
    apiV3Key: randomBytes(24).toString('base64url').slice(0, 32),
    merchant: {
      ...merchant,
      serial: createHash('sha1').update(merchant.publicKey).digest('hex').slice(0, 40).toUpperCase(),
    },
    platform: { ...platform, id: `PUB_KEY_ID_${randomBytes(12).toString('hex').toUpperCase()}` },
  };
  await writeJsonFile(file, keys);
  await writeJsonFile(merchantFile, merchantCredentials(keys));
  return keys;
}
