// `npx tsx scripts/render-panoramas.ts`: renders the demo panoramas from the demo yards (issue 13) — a
// development-time tool, like make-demo-media.sh: its outputs are committed and the app only reads them.
// It bundles scripts/panoramas/page.ts (the app's own 3D yard scene) with Vite, opens it in Debian's
// Chromium (WebGL through SwiftShader when there is no GPU) and, for every station of every demo yard,
// writes apps/api/static/panoramas/<city>/<station>.jpg (equirectangular, 2:1, its centre looking north)
// and apps/api/src/seed/content/panoramas.json (each station's view direction, the hotspots to the
// stations before and after it, and the marker of the item it faces).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { demoYards } from '../apps/api/src/seed/content/yards';

const root = resolve(import.meta.dirname, '..');
const WIDTH = Number(process.env.PANORAMA_WIDTH ?? 1600);
const out = join(root, 'apps/api/static/panoramas');
const dist = join(root, 'node_modules/.cache/panoramas');

await build({
  root: join(root, 'scripts/panoramas'),
  configFile: false,
  logLevel: 'warn',
  build: { outDir: dist, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
});

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer(async (req, res) => {
  const path = join(dist, req.url === '/' ? 'index.html' : ((req.url ?? '').split('?')[0] ?? ''));
  try {
    const body = await readFile(path);
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
const { port } = server.address() as { port: number };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error(e.message));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'render' in window);
  const manifest: Record<string, unknown[]> = {};
  rmSync(out, { recursive: true, force: true });
  for (const [index, yard] of demoYards.entries()) {
    const stations = (await page.evaluate(
      ([i, w]) => (window as unknown as { render: (i: number, w: number) => unknown }).render(i as number, w as number),
      [index, WIDTH],
    )) as ({ key: string; jpeg: string } & Record<string, unknown>)[];
    mkdirSync(join(out, yard.city), { recursive: true });
    manifest[yard.field] = stations.map(({ jpeg, ...station }) => {
      const file = join(out, yard.city, `${station.key}.jpg`);
      writeFileSync(file, Buffer.from(jpeg.split(',')[1] ?? '', 'base64'));
      console.info(`${yard.field} ${station.key}: ${file.slice(root.length + 1)}`);
      return { ...station, image: `/static/panoramas/${yard.city}/${station.key}.jpg` };
    });
  }
  writeFileSync(join(root, 'apps/api/src/seed/content/panoramas.json'), `${JSON.stringify(manifest, null, 2)}\n`);
} finally {
  await browser.close();
  server.close();
}
