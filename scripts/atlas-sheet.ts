// `npm run atlas:sheet -- <out.png> [group|kind|key …]`: every atlas drawing of those classes or keys (all when none is
// named) on one page with its key and name, rendered by Chromium as a PNG, for checking drawings by eye.
import { chromium } from 'playwright-core';
import { atlas, svgDocument } from '../packages/atlas/src/index';

const [out, ...only] = process.argv.slice(2);
if (!out) {
  console.info('usage: npm run atlas:sheet -- <out.png> [group|kind …]');
  process.exit(2);
}
const entries = atlas.filter(
  (e) => only.length === 0 || only.includes(e.group) || only.includes(e.kind) || only.includes(e.key),
);
const cells = entries
  .map(
    (e) =>
      `<figure>${svgDocument(e).replace('<svg ', '<svg class="pic" ')}<figcaption>${e.name}<br><small>${e.key}</small></figcaption></figure>`,
  )
  .join('');
const html = `<!doctype html><meta charset="utf-8"><style>
body{margin:8px;font:12px 'WenQuanYi Micro Hei',sans-serif;display:grid;grid-template-columns:repeat(6,1fr);gap:8px;background:#eef0f2}
figure{margin:0;background:#fff;padding:6px;text-align:center}.pic{width:120px;height:120px}small{color:#666}
</style>${cells}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 900, height: 600 } });
await page.setContent(html);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.info(`${entries.length} entries → ${out}`);
