// throwaway: CPU profile of '/' as a signed-in student
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, sandboxSignIn, startProcess, stop } from './server';

const root = resolve(import.meta.dirname, '..');
const port = await freePort();
const api = `http://127.0.0.1:${port}`;
const server = await startProcess(join(root, 'apps/api/dist/main.js'), { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'prof-')), LOG_LEVEL: 'warn', DATABASE_URL: '' }, `${api}/api/healthz`);
try {
  const login = await sandboxSignIn(api, 'o5bxStudentXiaoHong000000003');
  const userRes = await (await fetch(`${api}/api/v1/user/base?access-token=${login.token}`)).json();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${api}/favicon.svg`);
  const day = 86400000;
  await page.evaluate((items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, JSON.stringify(v)); }, {
    'Login-Status': { v: 2, e: Date.now() + 7 * day }, 'Access-Token': { v: login.token }, 'User-Info': { v: { ...userRes.data, field: 1 } }, 'User-Did': { v: login.did },
  });
  for (const path of (process.argv[2] ?? '/').split(',')) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Profiler.start');
    await page.goto(`${api}${path}`, { waitUntil: 'networkidle' });
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map<string, number>();
    const byUrl = new Map<string, number>();
    const dt = new Map<number, number>();
    profile.samples?.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
    for (const node of profile.nodes) {
      const t = (dt.get(node.id) ?? 0) / 1000;
      const f = node.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}:${f.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + t);
      const u = f.url.replace(/^.*\//, '') || f.functionName;
      byUrl.set(u, (byUrl.get(u) ?? 0) + t);
    }
    console.log(`== ${path}`);
    console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
    console.log('-- top functions');
    console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)} ${k}`).join('\n'));
  }
  await browser.close();
} finally {
  await stop(server);
}
