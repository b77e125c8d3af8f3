import { type PayKeys, type PlatformCertificate, rotateCertificate, type SignsWith } from './keys';

/** A key WeChat Pay signs with, and what Wechatpay-Serial calls it. */
export interface SigningKey {
  privateKey: string;
  id: string;
}

/**
 * WeChat Pay's side of the sandbox merchant's keys, as its kind of merchant has them: which key signs the
 * next reply or notification, which platform certificates are listed, which key a payee's name was
 * encrypted with.
 */
export class PaySigner {
  private turn = 0;

  constructor(
    private readonly keys: PayKeys,
    readonly signsWith: SignsWith,
    private readonly file: string,
    private readonly now: () => number,
  ) {}

  /** The certificates GET /v3/certificates lists: a replaced one stays for a day after its successor. */
  certificates(): PlatformCertificate[] {
    return this.keys.certificates.filter((c) => Date.parse(c.expireTime) > this.now());
  }

  /** The newest certificate signs; a merchant switching over gets the public key and it in turn. */
  next(): SigningKey {
    const newest = this.keys.certificates[this.keys.certificates.length - 1] as PlatformCertificate;
    const certificate = { privateKey: newest.privateKey, id: newest.serial };
    if (this.signsWith === 'public_key') return this.keys.platform;
    if (this.signsWith === 'platform_certificate') return certificate;
    return this.turn++ % 2 === 0 ? this.keys.platform : certificate;
  }

  /** The private key behind the serial a merchant encrypted with, if that merchant could have had it. */
  privateKeyFor(serial: string | undefined): string | undefined {
    if (this.signsWith !== 'platform_certificate' && serial === this.keys.platform.id) {
      return this.keys.platform.privateKey;
    }
    if (this.signsWith === 'public_key') return undefined;
    return this.certificates().find((c) => c.serial === serial)?.privateKey;
  }

  /** WeChat replaces its platform certificate (a sandbox control: merchants must follow). */
  rotate(): Promise<PlatformCertificate> {
    return rotateCertificate(this.keys, this.file, this.now());
  }
}
