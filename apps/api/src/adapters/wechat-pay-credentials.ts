import { readFileSync } from 'node:fs';

export interface PayCredentials {
  mchid: string;
  apiV3Key: string;
  merchantPrivateKey: string;
  merchantSerial: string;
  /** The WeChat Pay public key (微信支付公钥, PEM) and its PUB_KEY_ID_…, for a merchant that has one. */
  wechatpayPublicKey?: string;
  wechatpayPublicKeyId?: string;
  /** Verify with platform certificates downloaded from /v3/certificates too (or only, without a public key). */
  platformCertificates: boolean;
}

/**
 * Credentials from PEM files named in the configuration, or else from a JSON file (the sandbox writes
 * one). Without a WeChat Pay public key the merchant verifies with platform certificates.
 */
export function loadPayCredentials(source: {
  file?: string;
  mchid?: string;
  apiV3Key?: string;
  merchantSerial?: string;
  merchantKeyFile?: string;
  publicKeyFile?: string;
  publicKeyId?: string;
  platformCertificates?: boolean;
}): PayCredentials {
  if (source.merchantKeyFile) {
    if (!source.mchid || !source.apiV3Key || !source.merchantSerial || !source.publicKeyFile !== !source.publicKeyId) {
      throw new Error(
        'WeChat Pay: WECHATPAY_MCH_KEY_FILE needs WECHATPAY_MCHID, WECHATPAY_API_V3_KEY and WECHATPAY_MCH_SERIAL, ' +
          'and WECHATPAY_PUBLIC_KEY_FILE goes with WECHATPAY_PUBLIC_KEY_ID',
      );
    }
    return {
      mchid: source.mchid,
      apiV3Key: source.apiV3Key,
      merchantSerial: source.merchantSerial,
      merchantPrivateKey: readFileSync(source.merchantKeyFile, 'utf8'),
      wechatpayPublicKey: source.publicKeyFile && readFileSync(source.publicKeyFile, 'utf8'),
      wechatpayPublicKeyId: source.publicKeyId,
      platformCertificates: source.platformCertificates ?? !source.publicKeyFile,
    };
  }
  if (!source.file) throw new Error('WeChat Pay: no credentials configured');
  return JSON.parse(readFileSync(source.file, 'utf8')) as PayCredentials;
}
