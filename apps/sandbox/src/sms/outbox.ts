import { randomInt } from 'node:crypto';

/** One text message the sandbox "delivered". */
export interface SentMessage {
  phone: string;
  signName: string;
  templateCode: string;
  /** TemplateParam as sent (a JSON object of strings). */
  params: Record<string, string>;
  bizId: string;
  outId: string | null;
  /** Milliseconds since the epoch, on the sandbox's clock. */
  sentAt: number;
}

/** How many messages are kept: enough for any test run, bounded for a server left running. */
const KEEP = 1000;
/** Aliyun refuses a SignatureNonce seen within the timestamp window (15 minutes). */
const NONCE_WINDOW_MS = 15 * 60_000;

/** The sandbox's outbox: in memory (a restarted sandbox starts empty), newest first. */
export class Outbox {
  private readonly messages: SentMessage[] = [];
  private readonly nonces = new Map<string, number>();
  /** Errors a test scripted for a number's next send (the provider's own refusals, e.g. flow control). */
  private readonly scripted = new Map<string, { code: string; message: string }>();

  constructor(private readonly now: () => number) {}

  /** Records a nonce; false when it was used within the window. */
  claimNonce(nonce: string): boolean {
    const t = this.now();
    for (const [seen, at] of this.nonces) if (t - at > NONCE_WINDOW_MS) this.nonces.delete(seen);
    if (this.nonces.has(nonce)) return false;
    this.nonces.set(nonce, t);
    return true;
  }

  scriptError(phone: string, code: string, message: string): void {
    this.scripted.set(phone, { code, message });
  }

  /** The scripted refusal for this number, once. */
  takeScripted(phone: string): { code: string; message: string } | undefined {
    const found = this.scripted.get(phone);
    this.scripted.delete(phone);
    return found;
  }

  deliver(message: Omit<SentMessage, 'bizId' | 'sentAt'>): SentMessage {
    // Aliyun's BizId: digits, a caret and the part number.
    const bizId = `${randomInt(100_000, 999_999)}${String(this.now()).slice(-9)}^0`;
    const sent = { ...message, bizId, sentAt: this.now() };
    this.messages.unshift(sent);
    this.messages.length = Math.min(this.messages.length, KEEP);
    return sent;
  }

  /** Newest first; only one number's when asked. */
  list(phone?: string): SentMessage[] {
    return phone ? this.messages.filter((m) => m.phone === phone) : [...this.messages];
  }
}
