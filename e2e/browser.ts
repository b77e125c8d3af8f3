import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's Chromium; Playwright cannot download its own browser on these machines. */
export function chromiumPath(): string {
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) {
    throw new Error('Chromium not found. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.');
  }
  return found;
}

export function launch(): Promise<Browser> {
  return chromium.launch({
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

/** A phone: 390×844, touch, Chinese, and a device location (GCJ-02) the app may read. */
export function phone(
  browser: Browser,
  location = { longitude: 116.397428, latitude: 39.90923 },
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    geolocation: location,
    permissions: ['geolocation'],
  });
}
