// `npx tsx scripts/site-routes.ts maps`: draws each demo subject-three route of
// apps/api/src/seed/content/site-routes.ts as apps/api/static/routes/<slug>.svg, in the style of the
// older route maps (streets, the exam site, the numbered stops, north, a scale).
// `npx tsx scripts/site-routes.ts scene <video slug> <font file>`: prints the ffmpeg filter graph of that
// route's video for scripts/make-demo-media.sh (reads [bg], writes [mv]): the same map, a car driving the
// route at constant speed and each voice prompt shown from its `at_s`. Development-time tools: the outputs
// are committed and the app only reads them.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type DemoSiteRoute,
  demoSiteRoutes,
  promptSeconds,
  ROUTE_VIDEO,
  routeLength,
} from '../apps/api/src/seed/content/site-routes';

type Pt = [number, number];

/** A route's geometry fitted into a box (px), north up. */
function fitMap(route: DemoSiteRoute, box: { x: number; y: number; w: number; h: number }, margin: number) {
  const es = [0, ...route.path.map((p) => p[0])];
  const ns = [0, ...route.path.map((p) => p[1])];
  const minE = Math.min(...es) - margin;
  const maxE = Math.max(...es) + margin;
  const minN = Math.min(...ns) - margin;
  const maxN = Math.max(...ns) + margin;
  const scale = Math.min(box.w / (maxE - minE), box.h / (maxN - minN));
  const ox = box.x + (box.w - (maxE - minE) * scale) / 2;
  const oy = box.y + (box.h + (maxN - minN) * scale) / 2;
  const px = ([e, n]: Pt): Pt => [round(ox + (e - minE) * scale), round(oy - (n - minN) * scale)];
  return { px, scale, minE, maxE, minN, maxN };
}

const round = (v: number) => Math.round(v * 10) / 10;

/** The point `m` metres along the path, and the direction of the leg it is on. */
function along(path: Pt[], m: number): { at: Pt; dir: Pt } {
  let left = m;
  for (let i = 1; i < path.length; i++) {
    const [x0, y0] = path[i - 1] as Pt;
    const [x1, y1] = path[i] as Pt;
    const len = Math.hypot(x1 - x0, y1 - y0);
    if (left <= len || i === path.length - 1) {
      const f = Math.min(1, len ? left / len : 0);
      return { at: [x0 + (x1 - x0) * f, y0 + (y1 - y0) * f], dir: [(x1 - x0) / (len || 1), (y1 - y0) / (len || 1)] };
    }
    left -= len;
  }
  return { at: path[0] as Pt, dir: [1, 0] };
}

/** The streets the route runs on: every corner's easting and northing (a U-turn's two lanes are one street). */
function streets(values: number[]): number[] {
  const out: number[] = [];
  for (const v of [...values].sort((a, b) => a - b)) if (!out.some((o) => Math.abs(o - v) < 60)) out.push(v);
  return out;
}

function svgOf(route: DemoSiteRoute): string {
  const length = routeLength(route.path);
  const g = fitMap(route, { x: 110, y: 90, w: 580, h: 440 }, 250);
  const stops = ['起点', ...route.prompts.map((p) => p.stop), '终点'];
  const lines: string[] = [];
  const [left, top] = g.px([g.minE, g.maxN]);
  const [right, bottom] = g.px([g.maxE, g.minN]);
  const grid = [
    ...streets(route.path.map((p) => p[0])).map((e) => `M${g.px([e, 0])[0]} ${top}V${bottom}`),
    ...streets(route.path.map((p) => p[1])).map((n) => `M${left} ${g.px([0, n])[1]}H${right}`),
  ].join('');
  const first = along(route.path, 0).dir;
  const [sx, sy] = g.px(route.path[0] as Pt);
  const [fx, fy] = [round(sx - first[0] * 50), round(sy + first[1] * 50)];
  const points = route.path.map((p) => g.px(p).join(',')).join(' ');
  lines.push(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" font-family="sans-serif">',
    `<title>科目三考试路线 ${route.name}（示意图）</title>`,
    '<style>.n{font-size:11px;font-weight:700;text-anchor:middle}.l{font-size:13px;fill:#333;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}</style>',
    '<rect width="800" height="600" fill="#fafafa"/>',
    '<rect width="800" height="52" fill="#1677ff"/>',
    `<text x="24" y="34" font-size="22" font-weight="700" fill="#fff">科目三考试路线 · ${route.name}</text>`,
    `<text x="776" y="33" font-size="15" fill="#fff" text-anchor="end">全程约 ${(length / 1000).toFixed(1)} 公里 · ${stops.length} 个站点</text>`,
    `<path d="${grid}" stroke="#e2e2e2" stroke-width="12" fill="none" stroke-linecap="square"/>`,
    `<rect x="${round(fx - 36)}" y="${round(fy - 26)}" width="72" height="52" rx="6" fill="#e6f4ea" stroke="#b7dfc2"/>`,
    `<text x="${fx}" y="${round(fy + 5)}" font-size="14" fill="#389e0d" text-anchor="middle">考场</text>`,
    `<polyline points="${points}" fill="none" stroke="#fff" stroke-width="11" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<polyline points="${points}" fill="none" stroke="#1677ff" stroke-width="7" stroke-linejoin="round" stroke-linecap="round" opacity="0.9"/>`,
  );
  // A prompt at the very start (起步) is drawn a little along, off the start's own marker.
  const marks = [0, ...route.prompts.map((p) => Math.max(p.at_m, length * 0.035)), length];
  marks.forEach((m, i) => {
    const { at, dir } = along(route.path, m);
    const [x, y] = g.px(at);
    const edge = i === 0 || i === marks.length - 1;
    const fill = i === 0 ? '#52c41a' : i === marks.length - 1 ? '#f5222d' : '#fff';
    lines.push(
      `<circle cx="${x}" cy="${y}" r="${edge ? 11 : 9}" fill="${fill}" stroke="#1677ff" stroke-width="2.5"/>`,
      `<text x="${x}" y="${round(y + 4)}" class="n" fill="${edge ? '#fff' : '#1677ff'}">${i + 1}</text>`,
    );
    // Labels beside the road: above or below an east–west leg, right or left of a north–south one, alternating.
    const side = i % 2 === 0 ? 1 : -1;
    const label =
      Math.abs(dir[0]) > Math.abs(dir[1])
        ? `<text x="${x}" y="${round(y + (side > 0 ? -14 : 25))}" text-anchor="middle" class="l">${stops[i]}</text>`
        : `<text x="${round(x + side * 16)}" y="${round(y + 4)}" text-anchor="${side > 0 ? 'start' : 'end'}" class="l">${stops[i]}</text>`;
    lines.push(label);
  });
  const bar = round(500 * g.scale);
  lines.push(
    '<g transform="translate(740 100)">',
    '<circle r="22" fill="#fff" stroke="#bbb"/>',
    '<path d="M0 -16L8 8L0 3L-8 8Z" fill="#333"/>',
    '<text y="-26" font-size="14" font-weight="700" text-anchor="middle" fill="#333">北</text>',
    '</g>',
    '<g transform="translate(40 572)">',
    `<path d="M0 -6V0H${bar}V-6" stroke="#555" stroke-width="2" fill="none"/>`,
    `<text x="${round(bar + 10)}" y="0" font-size="12" fill="#555">500 米 · 示意图，不代表实际道路</text>`,
    '</g>',
    '<text x="760" y="572" font-size="12" fill="#999" text-anchor="end">以考场当日公布的线路为准</text>',
    '</svg>',
  );
  return `${lines.join('\n')}\n`;
}

/** Text for ffmpeg's drawtext inside a quoted option: quotes, colons and backslashes escaped. */
const ffText = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, '’').replace(/:/g, '\\:');

function sceneOf(route: DemoSiteRoute, font: string): string {
  const { card, hold, end, duration } = ROUTE_VIDEO;
  const length = routeLength(route.path);
  const g = fitMap(route, { x: 30, y: 46, w: 580, h: 240 }, 200);
  const px = (p: Pt) => g.px(p).map(Math.round) as Pt;
  const [left, top] = px([g.minE, g.maxN]);
  const [right, bottom] = px([g.maxE, g.minN]);
  const parts: string[] = [];
  for (const e of streets(route.path.map((p) => p[0])))
    parts.push(`drawbox=${px([e, 0])[0] - 5}:${top}:10:${bottom - top}:color=white:t=fill`);
  for (const n of streets(route.path.map((p) => p[1])))
    parts.push(`drawbox=${left}:${px([0, n])[1] - 5}:${right - left}:10:color=white:t=fill`);
  const first = along(route.path, 0).dir;
  const [x0, y0] = px(route.path[0] as Pt);
  const [fx, fy] = [Math.round(x0 - first[0] * 28), Math.round(y0 + first[1] * 28)];
  parts.push(`drawbox=${fx - 22}:${fy - 15}:44:30:color=0xb7dfc2:t=fill`);
  parts.push(`drawtext=fontfile=${font}:text='考场':fontsize=14:fontcolor=0x2f7a0b:x=${fx - 14}:y=${fy - 8}`);
  // The route: a box per leg (every leg runs east–west or north–south).
  for (let i = 1; i < route.path.length; i++) {
    const [x0, y0] = px(route.path[i - 1] as Pt);
    const [x1, y1] = px(route.path[i] as Pt);
    parts.push(
      `drawbox=${Math.min(x0, x1) - 3}:${Math.min(y0, y1) - 3}:${Math.abs(x1 - x0) + 6}:${Math.abs(y1 - y0) + 6}:color=0x1677ff:t=fill`,
    );
  }
  const times = route.prompts.map((p) => promptSeconds(p.at_m, length));
  route.prompts.forEach((p, i) => {
    const [x, y] = px(along(route.path, Math.max(p.at_m, length * 0.035)).at);
    parts.push(`drawbox=${x - 5}:${y - 5}:10:10:color=0xfaad14:t=fill`);
    parts.push(`drawtext=fontfile=${font}:text='${i + 2}':fontsize=12:fontcolor=0x333333:x=${x + 7}:y=${y - 16}`);
  });
  const [sx, sy] = px(route.path[0] as Pt);
  const [ex, ey] = px(route.path[route.path.length - 1] as Pt);
  parts.push(
    `drawbox=${sx - 6}:${sy - 6}:12:12:color=0x52c41a:t=fill`,
    `drawbox=${ex - 6}:${ey - 6}:12:12:color=0xf5222d:t=fill`,
  );

  // The car: a square moving leg by leg at constant speed.
  const from = card + hold;
  const to = duration - end;
  let cum = 0;
  const stamps: { t: number; at: Pt }[] = [{ t: from, at: px(route.path[0] as Pt) }];
  for (let i = 1; i < route.path.length; i++) {
    const [x0, y0] = route.path[i - 1] as Pt;
    const [x1, y1] = route.path[i] as Pt;
    cum += Math.hypot(x1 - x0, y1 - y0);
    stamps.push({ t: round(from + ((to - from) * cum) / length), at: px(route.path[i] as Pt) });
  }
  const axis = (k: 0 | 1) => {
    let expr = String((stamps[stamps.length - 1] as { at: Pt }).at[k]);
    for (let i = stamps.length - 1; i > 0; i--) {
      const a = stamps[i - 1] as { t: number; at: Pt };
      const b = stamps[i] as { t: number; at: Pt };
      expr = `if(lt(t,${b.t}),${a.at[k]}+(${b.at[k] - a.at[k]})*(t-${a.t})/${round(b.t - a.t)},${expr})`;
    }
    return `if(lt(t,${from}),${stamps[0]?.at[k]},${expr})`;
  };
  const captions = route.prompts.map((p, i) => {
    const start = times[i] as number;
    const stop = Math.min(start + 2.6, times[i + 1] ?? duration);
    return `drawtext=fontfile=${font}:text='${i + 2} ${ffText(p.stop)} · ${ffText(p.text)}':fontsize=20:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6:x=(w-text_w)/2:y=310:enable='between(t,${start},${stop})'`;
  });
  return [
    `color=c=0x262626:s=14x14:r=25:d=${duration},drawbox=0:0:iw:ih:color=white:t=2[car];`,
    `[bg]${parts.join(',\n')}[map];`,
    `[map][car]overlay=x='${axis(0)}-7':y='${axis(1)}-7':enable='gte(t,${card})',`,
    `${captions.join(',\n')}[mv];`,
  ].join('\n');
}

const root = resolve(import.meta.dirname, '..');
const [command, slug, font] = process.argv.slice(2);
if (command === 'maps') {
  for (const route of demoSiteRoutes) {
    const file = join(root, 'apps/api/static/routes', `${route.slug}.svg`);
    writeFileSync(file, svgOf(route));
    console.info(`${route.field} ${route.name}: ${file.slice(root.length + 1)} (${routeLength(route.path)} m)`);
  }
} else if (command === 'scene' && slug && font) {
  const route = demoSiteRoutes.find((r) => r.video === slug);
  if (!route) throw new Error(`no demo route has the video ${slug}`);
  process.stdout.write(`${sceneOf(route, font)}\n`);
} else if (command === 'videos') {
  // slug|title|subject|duration rows for make-demo-media.sh.
  for (const route of demoSiteRoutes) console.info(`${route.video}|${route.name}|科目三|${ROUTE_VIDEO.duration}`);
} else {
  console.error('Usage: tsx scripts/site-routes.ts maps | scene <video slug> <font file> | videos');
  process.exit(1);
}
