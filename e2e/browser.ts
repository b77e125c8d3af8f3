import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserServer, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { failureReport, type Trace, traceContext } from './failure-report';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's Chromium; Playwright cannot download its own browser on these machines. */
export function chromiumPath(): string {
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) {
    throw new Error('Chromium not found. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.');
  }
  return found;
}

/** A Chromium that stays up for the whole run, for one browser-test worker (e2e/global-setup.ts). */
export function launchServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * This worker's Chromium, kept for the whole run: launching one per file (twice in a file with phones and
 * desktops) cost 5–8 s a file on a busy 2-core machine; connecting takes a fraction of a second. What a test
 * sees is unchanged, since every test opens contexts of its own (own storage, cache and permissions), and
 * the contexts a file opened close when it disconnects.
 */
function connect(): Promise<Browser> {
  return chromium.connect(ofThisWorker(inject('browsers')));
}

/** This browser-test worker's one of a list made per worker in e2e/global-setup.ts (servers, browsers). */
export function ofThisWorker<T>(list: T[]): T {
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return list[(worker - 1) % list.length] as T;
}

export interface PhoneOptions {
  /** Where the device says it is (GCJ-02); null: the person refuses to share their location. */
  location?: { longitude: number; latitude: number } | null;
  userAgent?: string;
}

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** A phone: 390×844, touch, Chinese, in Beijing unless told otherwise. */
export function phone(browser: Browser, options: PhoneOptions = {}): Promise<BrowserContext> {
  const location = options.location === undefined ? { longitude: 116.397428, latitude: 39.90923 } : options.location;
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent: options.userAgent ?? IPHONE_SAFARI,
    ...(location ? { geolocation: location, permissions: ['geolocation'] } : { permissions: [] }),
  });
}

/** A desktop browser as operators use the console: 1440×900, mouse, Chinese. */
export function desktop(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
}

/**
 * One connection to the worker's browser per test file and fresh contexts per test: `open()` gives a page in a new context (its own
 * storage), closed after the test. Every journey runs under the server's Content-Security-Policy: anything the
 * policy refused on any page (Chromium reports each refusal on the console) fails the test that caused it.
 */
function useContexts<O>(make: (browser: Browser, options: O) => Promise<BrowserContext>) {
  let browser: Browser;
  const open: BrowserContext[] = [];
  const kept: BrowserContext[] = [];
  const traces = new Map<BrowserContext, Trace>();
  const refused: string[] = [];
  beforeAll(async () => {
    browser = await connect();
  });
  afterEach(async ({ task }) => {
    let report = '';
    if (task.result?.state === 'fail') {
      const watched = [...open, ...kept].map((context) => ({ context, trace: traces.get(context) as Trace }));
      report = await failureReport(watched, ofThisWorker(inject('servers')).logFile);
    }
    for (const context of open.splice(0)) {
      traces.delete(context);
      await context.close();
    }
    const seen = refused.splice(0);
    if (seen.length) throw new Error(`the Content-Security-Policy refused:\n${seen.join('\n')}`);
    // Thrown, not logged: vitest lists it under the test's own error in the run's closing summary, the part
    // of a long CI log that is kept; a log line lands mid-run with the file's output.
    if (report) throw new Error(`what the browser and the server showed:\n${report}`);
  });
  afterAll(async () => {
    for (const context of kept.splice(0)) await context.close();
    await browser?.close();
  });
  return {
    /** What the policy refused so far in this test, taken so that a test provoking a refusal on purpose passes. */
    takeRefusals: () => refused.splice(0),
    /** A page in a new context, closed after this test, or with `keep` after the file's last test. */
    async open(options: O, keep = false): Promise<Page> {
      const context = await make(browser, options);
      traces.set(context, traceContext(context));
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text()))
          refused.push(`${message.page()?.url()}: ${message.text()}`);
      });
      (keep ? kept : open).push(context);
      return context.newPage();
    },
  };
}

/** Phones (390×844, touch) for the student app. */
export function usePhones() {
  const contexts = useContexts(phone);
  return {
    takeRefusals: contexts.takeRefusals,
    open: (options: PhoneOptions = {}) => contexts.open(options),
    /** A phone that several tests share (opened in a beforeAll): one person walking through many screens. */
    openForAll: (options: PhoneOptions = {}) => contexts.open(options, true),
  };
}

/** Desktops (1440×900) for the operator console. */
export function useDesktops() {
  const contexts = useContexts((browser) => desktop(browser));
  return {
    takeRefusals: contexts.takeRefusals,
    open: () => contexts.open(undefined),
    /** A desktop that several tests share: one operator, signed in once, at work through the file. */
    openForAll: () => contexts.open(undefined, true),
  };
}
