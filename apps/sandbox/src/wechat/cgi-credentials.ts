import { randomText } from '../lib/random';
import { WxError } from './errors';

const TOKEN_TTL = 7200_000;
/** WeChat keeps the previous global token working this long after a new fetch. */
const OVERLAP = 5 * 60_000;
const TICKET_TTL = 7200_000;
/** stable_token hands out a fresh token once the current one has less than this left. */
const STABLE_REFRESH_MARGIN = 5 * 60_000;

interface TokenEntry {
  appid: string;
  expiresAt: number;
  /** Set when a newer token replaced this one: from then on it is "not latest" (40001). */
  retiredAt?: number;
}

type Lineage = 'token' | 'stable';

export interface TokenReply {
  access_token: string;
  expires_in: number;
}

/** Global (cgi-bin) access tokens and JS-SDK tickets per official account. */
export class CgiCredentials {
  private readonly tokens = new Map<string, TokenEntry>();
  private readonly latest = new Map<string, string>();
  private readonly tickets = new Map<string, { ticket: string; expiresAt: number }>();
  /** Tokens handed out per app, for tests that check a fleet fetches one token, not one per process. */
  private readonly issuedCounts = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  /** cgi-bin/token: always a new token; the previous one keeps working for the overlap. */
  issue(appid: string): TokenReply {
    return this.mint(appid, 'token', this.now() + OVERLAP);
  }

  /** cgi-bin/stable_token: the same token while it has time left, unless forced (which retires the old one at once). */
  stable(appid: string, forceRefresh: boolean): TokenReply {
    const now = this.now();
    const current = this.latest.get(`stable:${appid}`);
    const entry = current ? this.tokens.get(current) : undefined;
    if (current && entry && !forceRefresh && entry.expiresAt - now > STABLE_REFRESH_MARGIN) {
      return { access_token: current, expires_in: Math.floor((entry.expiresAt - now) / 1000) };
    }
    return this.mint(appid, 'stable', forceRefresh ? now : undefined);
  }

  /** The app a global token belongs to; 40001 for unknown or replaced tokens, 42001 once expired. */
  check(token: string | undefined): string {
    if (!token) throw new WxError('accessTokenMissing');
    const entry = this.tokens.get(token);
    const now = this.now();
    if (!entry || (entry.retiredAt !== undefined && entry.retiredAt <= now)) throw new WxError('invalidCredential');
    if (entry.expiresAt <= now) throw new WxError('accessTokenExpired');
    return entry.appid;
  }

  /** One ticket per app and type for its whole 7200 s, whichever valid token asks. */
  ticket(appid: string, type: string): { ticket: string; expires_in: number } {
    const key = `${type}:${appid}`;
    const now = this.now();
    let current = this.tickets.get(key);
    if (!current || current.expiresAt <= now) {
      current = { ticket: randomText(86), expiresAt: now + TICKET_TTL };
      this.tickets.set(key, current);
    }
    return { ticket: current.ticket, expires_in: Math.ceil((current.expiresAt - now) / 1000) };
  }

  /** How many global tokens (either kind) this app has been given. */
  issued(appid: string): number {
    return this.issuedCounts.get(appid) ?? 0;
  }

  /** The ticket a JS-SDK signature must have been made with, if one was handed out and is still valid. */
  currentTicket(appid: string, type: string): string | undefined {
    const current = this.tickets.get(`${type}:${appid}`);
    return current && current.expiresAt > this.now() ? current.ticket : undefined;
  }

  /** `retirePreviousAt` undefined: the previous token simply runs out. */
  private mint(appid: string, lineage: Lineage, retirePreviousAt: number | undefined): TokenReply {
    const now = this.now();
    const key = `${lineage}:${appid}`;
    const previous = this.latest.get(key);
    const previousEntry = previous ? this.tokens.get(previous) : undefined;
    if (previousEntry && retirePreviousAt !== undefined) {
      previousEntry.retiredAt = Math.min(previousEntry.retiredAt ?? retirePreviousAt, retirePreviousAt);
    }
    const token = randomText(136);
    this.issuedCounts.set(appid, (this.issuedCounts.get(appid) ?? 0) + 1);
    this.tokens.set(token, { appid, expiresAt: now + TOKEN_TTL });
    this.latest.set(key, token);
    this.prune(now);
    return { access_token: token, expires_in: TOKEN_TTL / 1000 };
  }

  private prune(now: number): void {
    for (const [token, entry] of this.tokens) {
      const deadAt = Math.min(entry.expiresAt, entry.retiredAt ?? Number.POSITIVE_INFINITY);
      if (deadAt + 86_400_000 <= now) this.tokens.delete(token);
    }
  }
}
