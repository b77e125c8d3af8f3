import { createCipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

/** The parts of `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",…`. */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!header?.startsWith(prefix)) return null;
  const fields: Record<string, string> = {};
  for (const m of header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)) fields[m[1] as string] = m[2] as string;
  return fields;
}

/** Checks a merchant request's signature over METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n. */
export function verifyMerchantSignature(
  publicKey: string,
  request: { method: string; url: string; body: string },
  auth: Record<string, string>,
): boolean {
  const message = `${request.method}\n${request.url}\n${auth.timestamp}\n${auth.nonce_str}\n${request.body}\n`;
  try {
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(publicKey, auth.signature ?? '', 'base64');
  } catch {
    return false;
  }
}

export function rsaSign(privateKey: string, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

/** AEAD_AES_256_GCM with the APIv3 key as-is: base64(ciphertext ‖ 16-byte tag). */
export function encryptAead(apiV3Key: string, plaintext: string, associatedData: string) {
  const nonce = randomBytes(9).toString('base64url').slice(0, 12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    nonce,
    associated_data: associatedData,
    ciphertext: encrypted.toString('base64'),
  };
}

/** A notification's resource: encrypted, and named by its original type. */
export function encryptResource(apiV3Key: string, plaintext: string, associatedData: string, originalType: string) {
  return { original_type: originalType, ...encryptAead(apiV3Key, plaintext, associatedData) };
}

/** Headers WeChat Pay sends with a signed body (notifications and API replies), signed with `key`. */
export function signedHeaders(key: { privateKey: string; id: string }, body: string, now: number) {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString('hex').toUpperCase();
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': rsaSign(key.privateKey, `${timestamp}\n${nonce}\n${body}\n`),
    'Wechatpay-Serial': key.id,
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  };
}
