// `npm run screenshots -- <out-dir> [path …]`: what a student's phone shows (390×844) on each path, as PNG files,
// from the built server on a fresh embedded database with the demo content. Signs a new student in through the
// sandbox's WeChat page first, as a person would. For looking at screens and for the docs' pictures. '/light/exam'
// is started and ended: light-exam.png while it runs, light-result.png after.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serverOnPglite } from '../bench/server';

const [outDir, ...paths] = process.argv.slice(2);
if (!outDir) {
  console.info('usage: npm run screenshots -- <out-dir> [path …]   (default paths: / /center /light /fivevr)');
  process.exit(2);
}
const wanted = paths.length > 0 ? paths : ['/', '/center', '/light', '/fivevr'];
mkdirSync(outDir, { recursive: true });

const server = await serverOnPglite({ SERVE_WEB: 'true' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
try {
  // A phone in Beijing that lets the page know where it is: the first visit picks the nearest exam field.
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    geolocation: { latitude: 39.95, longitude: 116.55 },
    permissions: ['geolocation'],
  });
  await page.goto(`${server.api}/`);
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/'), { timeout: 60_000 });
  await page.fill('#new-nickname', '截图学员');
  await page.selectOption('#new-type', '1');
  await page.check('#new-subscribe');
  await page.getByRole('button', { name: '创建并授权' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sandbox/'), { timeout: 60_000 });
  // Signed in once the app shows a screen: leaving earlier would cut the code exchange short.
  await page.waitForSelector('[data-route]', { timeout: 60_000 });
  await page.waitForFunction(() => localStorage.getItem('Field-Info') !== null, undefined, { timeout: 60_000 });
  const shoot = async (name: string) => {
    const file = join(outDir, `${name}.png`);
    await page.screenshot({ path: file });
    console.info(`${name} → ${file}`);
  };
  for (const path of wanted) {
    await page.goto(`${server.api}${path}`);
    await page.waitForLoadState('networkidle');
    // Lazy parts (3D, images) settle a moment after the network does.
    await page.waitForTimeout(2500);
    if (path === '/light/exam') {
      // The exam as it runs (an instruction spoken, the controls up), then its result once ended there.
      await page.getByRole('button', { name: '开始考试' }).click();
      await page.waitForTimeout(6000);
      await shoot('light-exam');
      await page.getByRole('button', { name: '结束并查看成绩' }).click();
      await page.waitForTimeout(2500);
      await shoot('light-result');
      continue;
    }
    await shoot(
      path
        .replace(/^\/$/, 'home')
        .replace(/[^a-zA-Z0-9-]+/g, '_')
        .replace(/^_/, ''),
    );
  }
} finally {
  await browser.close();
  await server.close();
}
