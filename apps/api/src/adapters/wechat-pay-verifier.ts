import { createDecipheriv, createPublicKey, createVerify, type KeyObject, X509Certificate } from 'node:crypto';

/**
 * Checks that a reply or a notification is WeChat Pay's
 * (docs/protocols.md#wechat-pay-checking-a-reply-or-a-notification). Wechatpay-Serial names the key it was signed with:
 * the merchant's WeChat Pay public key (PUB_KEY_ID_…), or one of WeChat's platform certificates, which the merchant
 * downloads from GET /v3/certificates and which WeChat replaces from time to time. A merchant switching from
 * certificates to the public key gets either.
 */

/** The signature headers of a reply or a notification (null when absent). */
export interface SignatureHeaders {
  timestamp: string | null;
  nonce: string | null;
  signature: string | null;
  serial: string | null;
}

/** A reply as it arrived, nothing checked yet. */
export interface RawReply {
  status: number;
  headers: SignatureHeaders;
  text: string;
}

export type Check = { ok: true } | { ok: false; reason: string };

/**
 * Notifications older or newer than this are refused (recommended practice,
 * docs/protocols.md#wechat-pay-checking-a-reply-or-a-notification).
 */
const MAX_SKEW_S = 300;
/** WeChat asks for the certificate list at least every 12 hours; a new certificate is listed a day before it signs. */
const CERTIFICATES_MAX_AGE_MS = 6 * 3600_000;
/** Downloads at most once a minute, so forged serials cannot make us hammer WeChat (nor a WeChat outage). */
const DOWNLOAD_GAP_MS = 60_000;

/** AEAD_AES_256_GCM: key = the APIv3 key as-is, iv = nonce, the last 16 bytes of the data are the tag. */
export function decryptResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data?: string },
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

function signedBy(key: KeyObject, h: SignatureHeaders, body: string): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(`${h.timestamp}\n${h.nonce}\n${body}\n`)
      .verify(key, h.signature ?? '', 'base64');
  } catch {
    return false;
  }
}

interface Certificate {
  key: KeyObject;
  /** WeChat's expire_time: a replaced certificate is listed with one a day away. */
  expires: number;
}

/** One entry of GET /v3/certificates. */
interface Listed {
  serial_no: string;
  effective_time: string;
  expire_time: string;
  encrypt_certificate: { algorithm: string; nonce: string; associated_data: string; ciphertext: string };
}

export function payVerifier(opts: {
  apiV3Key: string;
  /** The WeChat Pay public key (PEM) and its id, for a merchant that has one. */
  publicKey?: { id: string; pem: string };
  /** GET /v3/certificates signed as the merchant, for a merchant that verifies with platform certificates. */
  downloadCertificates?: () => Promise<RawReply>;
  now: () => number;
}) {
  const publicKey = opts.publicKey && { id: opts.publicKey.id, key: createPublicKey(opts.publicKey.pem) };
  let certificates = new Map<string, Certificate>();
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let triedAt = Number.NEGATIVE_INFINITY;
  let lastError: string | undefined;
  let downloading: Promise<void> | undefined;

  const usable = (c: Certificate | undefined) => (c && !(opts.now() > c.expires) ? c.key : undefined);

  /** The list, each certificate decrypted with the APIv3 key; the reply checked against what it holds. */
  async function download(fetch: () => Promise<RawReply>): Promise<Map<string, Certificate>> {
    const reply = await fetch();
    if (reply.status !== 200)
      throw new Error(`GET /v3/certificates answered ${reply.status} ${reply.text.slice(0, 200)}`);
    const found = new Map<string, Certificate>();
    for (const item of (JSON.parse(reply.text) as { data?: Listed[] }).data ?? []) {
      const x509 = new X509Certificate(decryptResource(opts.apiV3Key, item.encrypt_certificate));
      if (x509.serialNumber.toUpperCase() !== item.serial_no.toUpperCase()) {
        throw new Error(`certificate ${item.serial_no} holds serial ${x509.serialNumber}`);
      }
      found.set(item.serial_no, { key: x509.publicKey, expires: Date.parse(item.expire_time) });
    }
    // Only WeChat Pay and the merchant hold the APIv3 key, so what decrypted may check the list's own
    // signature, as WeChat documents for the first download.
    const serial = reply.headers.serial ?? '';
    const key = serial === publicKey?.id ? publicKey.key : found.get(serial)?.key;
    if (!key || !signedBy(key, reply.headers, reply.text)) {
      throw new Error(`the certificate list is not signed by a key it holds (${serial || 'no serial'})`);
    }
    return found;
  }

  /** One download at a time; a failed one keeps the list we had and says why later. */
  function refresh(fetch: () => Promise<RawReply>): Promise<void> {
    downloading ??= (async () => {
      triedAt = opts.now();
      try {
        certificates = await download(fetch);
        fetchedAt = opts.now();
        lastError = undefined;
      } catch (error) {
        lastError = (error as Error).message;
      } finally {
        downloading = undefined;
      }
    })();
    return downloading;
  }

  /** Downloads when `wanted` (or the list is old), unless we tried within the last minute. */
  async function freshen(wanted: boolean): Promise<void> {
    if (!opts.downloadCertificates) return;
    const now = opts.now();
    const old = now - fetchedAt > CERTIFICATES_MAX_AGE_MS;
    if ((wanted || old) && now - triedAt >= DOWNLOAD_GAP_MS) await refresh(opts.downloadCertificates);
    else if (downloading) await downloading;
  }

  async function keyFor(serial: string): Promise<KeyObject | undefined> {
    if (publicKey && serial === publicKey.id) return publicKey.key;
    if (!opts.downloadCertificates) return undefined;
    await freshen(!usable(certificates.get(serial)));
    return usable(certificates.get(serial));
  }

  return {
    /** Checks a body against its signature headers; notifications also against the clock. */
    async verify(h: SignatureHeaders, body: string, checkSkew: boolean): Promise<Check> {
      if (!h.timestamp || !h.nonce || !h.signature || !h.serial)
        return { ok: false, reason: 'signature headers missing' };
      // WeChat probes whether we verify with signatures that can never be valid.
      if (h.signature.startsWith('WECHATPAY/SIGNTEST/')) return { ok: false, reason: 'signature test probe' };
      if (checkSkew && Math.abs(opts.now() / 1000 - Number(h.timestamp)) > MAX_SKEW_S) {
        return { ok: false, reason: 'timestamp too far from now' };
      }
      const key = await keyFor(h.serial);
      if (!key) return { ok: false, reason: `unknown key ${h.serial}${lastError ? ` (${lastError})` : ''}` };
      if (!signedBy(key, h, body)) return { ok: false, reason: 'signature does not verify' };
      return { ok: true };
    },

    /**
     * The key a sensitive field is encrypted with, and the serial that names it: the public key, or else
     * the newest certificate (the one that expires last), as WeChat recommends.
     */
    async encryptionKey(): Promise<{ serial: string; key: KeyObject }> {
      if (publicKey) return { serial: publicKey.id, key: publicKey.key };
      await freshen(certificates.size === 0);
      let newest: { serial: string; key: KeyObject; expires: number } | undefined;
      for (const [serial, c] of certificates) {
        if (usable(c) && (!newest || c.expires > newest.expires)) newest = { serial, ...c };
      }
      if (!newest)
        throw new Error(`WeChat Pay: no platform certificate to encrypt with${lastError ? `: ${lastError}` : ''}`);
      return newest;
    },
  };
}

export type PayVerifier = ReturnType<typeof payVerifier>;
