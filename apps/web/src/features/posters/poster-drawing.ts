import { POSTER_INK } from './poster-tokens';
import { drawQr, qrMatrix } from './qr';
import { type PosterStyle, STYLES, type StyleKey } from './templates';

/**
 * Drawing a poster on a canvas: no React here, so a browser test can draw one in Chromium and decode
 * its QR code from the pixels. 750×1334 logical pixels (a phone screen's 2x design size), drawn at
 * twice that for a sharp saved image.
 */
export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1334;
export const POSTER_SCALE = 2;

/** Where the QR code sits, in logical pixels (tests crop it from here). */
export const QR_BOX = { x: 84, y: 994, side: 264 } as const;

export interface PosterContent {
  style: StyleKey;
  /** The app's name, top left. */
  brand: string;
  /** What kind of poster, in a pill top right (招生海报, 教练招募, …). */
  kicker: string;
  title: string;
  slogan: string;
  /** The person on the poster: real name or nickname, school, a badge such as 认证教练. */
  name: string;
  school: string;
  badge: string;
  /** A big figure (a mock-exam score, a question count) with its label. */
  highlight?: { value: string; label: string } | null;
  /** Up to three short selling points. */
  features?: string[];
  /** The link the QR code carries. */
  link: string;
  qrTitle: string;
  qrHint: string;
}

export interface PosterImages {
  portrait: CanvasImageSource | null;
  /** A lesson's cover, shown 16:9 at the top of the card. */
  cover: CanvasImageSource | null;
}

const FONT = '"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","WenQuanYi Micro Hei",sans-serif';
const font = (size: number, weight = 400) => `${weight} ${size}px ${FONT}`;

const MARGIN = 56;
const CARD_W = POSTER_WIDTH - MARGIN * 2;
const PAD = 32;

/** Draws the poster on `canvas` (resizing it). False when the browser gives no 2D context. */
export function renderPoster(canvas: HTMLCanvasElement, content: PosterContent, images: PosterImages): boolean {
  canvas.width = POSTER_WIDTH * POSTER_SCALE;
  canvas.height = POSTER_HEIGHT * POSTER_SCALE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  ctx.setTransform(POSTER_SCALE, 0, 0, POSTER_SCALE, 0, 0);
  drawPoster(ctx, content, images);
  return true;
}

export function drawPoster(ctx: CanvasRenderingContext2D, content: PosterContent, images: PosterImages): void {
  const style = STYLES[content.style];
  drawBackground(ctx, style);
  const headerBottom = drawHeader(ctx, content);
  drawCard(ctx, content, images, style, Math.max(headerBottom + 36, 380));
  drawQrPanel(ctx, content);
}

function drawBackground(ctx: CanvasRenderingContext2D, style: PosterStyle) {
  const gradient = ctx.createLinearGradient(0, 0, POSTER_WIDTH * 0.4, POSTER_HEIGHT);
  gradient.addColorStop(0, style.from);
  gradient.addColorStop(1, style.to);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  // Soft circles: a little depth without images to load.
  ctx.fillStyle = POSTER_INK.glow;
  for (const [x, y, r] of [
    [660, 110, 190],
    [40, 560, 130],
    [720, 880, 90],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Brand, kicker, title and slogan; returns where they end. */
function drawHeader(ctx: CanvasRenderingContext2D, c: PosterContent): number {
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  ctx.fillStyle = POSTER_INK.white;
  ctx.font = font(30, 700);
  ctx.fillText(c.brand, MARGIN, 86);
  if (c.kicker) {
    ctx.font = font(24, 500);
    const w = ctx.measureText(c.kicker).width + 36;
    ctx.fillStyle = POSTER_INK.pill;
    roundRect(ctx, POSTER_WIDTH - MARGIN - w, 54, w, 44, 22);
    ctx.fill();
    ctx.fillStyle = POSTER_INK.white;
    ctx.fillText(c.kicker, POSTER_WIDTH - MARGIN - w + 18, 84);
  }
  ctx.font = font(62, 800);
  let y = 190;
  for (const line of wrapLines(ctx, c.title, CARD_W, 2)) {
    ctx.fillText(line, MARGIN, y);
    y += 80;
  }
  if (c.slogan) {
    ctx.font = font(30, 400);
    ctx.fillStyle = POSTER_INK.slogan;
    y += 4;
    for (const line of wrapLines(ctx, c.slogan, CARD_W, 2)) {
      ctx.fillText(line, MARGIN, y);
      y += 44;
    }
  }
  return y - 30;
}

function drawCard(
  ctx: CanvasRenderingContext2D,
  c: PosterContent,
  images: PosterImages,
  style: PosterStyle,
  areaTop: number,
) {
  const coverH = images.cover ? Math.round(((CARD_W - PAD * 2) * 9) / 16) : 0;
  const highlightH = c.highlight ? 184 : 0;
  const room = QR_BOX.y - 30 - 36 - areaTop;
  const fixed = PAD * 2 + 112 + (coverH ? coverH + 24 : 0) + (highlightH ? highlightH + 8 : 0);
  // Selling points fill what the cover and the figure leave free.
  const features = (c.features ?? []).slice(0, Math.max(0, Math.floor((room - fixed - 20) / 58)));
  const height = fixed + (features.length ? 20 + features.length * 58 : 0);
  // Centred in the space between the header and the QR panel.
  const top = areaTop + Math.max(0, Math.floor((room - height) / 2));

  ctx.save();
  ctx.shadowColor = POSTER_INK.cardShadow;
  ctx.shadowBlur = 24;
  ctx.shadowOffsetY = 8;
  ctx.fillStyle = POSTER_INK.white;
  roundRect(ctx, MARGIN, top, CARD_W, height, 28);
  ctx.fill();
  ctx.restore();

  let y = top + PAD;
  if (images.cover) {
    ctx.save();
    roundRect(ctx, MARGIN + PAD, y, CARD_W - PAD * 2, coverH, 18);
    ctx.clip();
    drawCover(ctx, images.cover, MARGIN + PAD, y, CARD_W - PAD * 2, coverH);
    ctx.restore();
    y += coverH + 24;
  }
  if (c.highlight) {
    ctx.textAlign = 'center';
    ctx.fillStyle = style.accent;
    ctx.font = font(112, 800);
    ctx.fillText(c.highlight.value, POSTER_WIDTH / 2, y + 110);
    ctx.fillStyle = POSTER_INK.muted;
    ctx.font = font(28, 400);
    ctx.fillText(c.highlight.label, POSTER_WIDTH / 2, y + 156);
    ctx.textAlign = 'left';
    y += highlightH + 8;
  }
  drawPerson(ctx, c, images.portrait, style, y);
  y += 112;
  if (features.length) {
    ctx.fillStyle = POSTER_INK.divider;
    ctx.fillRect(MARGIN + PAD, y + 10, CARD_W - PAD * 2, 2);
    y += 20;
    ctx.font = font(30, 500);
    for (const feature of features) {
      ctx.fillStyle = style.accent;
      ctx.beginPath();
      ctx.arc(MARGIN + PAD + 10, y + 30, 8, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = POSTER_INK.text;
      ctx.fillText(fit(ctx, feature, CARD_W - PAD * 2 - 36), MARGIN + PAD + 34, y + 40);
      y += 58;
    }
  }
}

function drawPerson(
  ctx: CanvasRenderingContext2D,
  c: PosterContent,
  portrait: CanvasImageSource | null,
  style: PosterStyle,
  top: number,
) {
  const r = 52;
  const cx = MARGIN + PAD + r;
  const cy = top + 56;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.closePath();
  ctx.clip();
  if (portrait) {
    drawCover(ctx, portrait, cx - r, cy - r, r * 2, r * 2);
  } else {
    // No portrait (or one that could not load): the name's first character, as WeChat does.
    ctx.fillStyle = style.accent;
    ctx.fillRect(cx - r, cy - r, r * 2, r * 2);
    ctx.fillStyle = POSTER_INK.white;
    ctx.font = font(48, 700);
    ctx.textAlign = 'center';
    ctx.fillText([...c.name.trim()][0] ?? '学', cx, cy + 17);
    ctx.textAlign = 'left';
  }
  ctx.restore();

  const x = cx + r + 24;
  const width = MARGIN + CARD_W - PAD - x;
  ctx.fillStyle = POSTER_INK.title;
  ctx.font = font(38, 700);
  const name = fit(ctx, c.name, width - (c.badge ? 150 : 0));
  ctx.fillText(name, x, c.school ? cy - 6 : cy + 13);
  if (c.badge) {
    const nameW = ctx.measureText(name).width;
    ctx.font = font(22, 600);
    const w = ctx.measureText(c.badge).width + 24;
    ctx.fillStyle = style.accent;
    roundRect(ctx, x + nameW + 14, (c.school ? cy - 6 : cy + 13) - 28, w, 34, 17);
    ctx.fill();
    ctx.fillStyle = POSTER_INK.white;
    ctx.fillText(c.badge, x + nameW + 26, (c.school ? cy - 6 : cy + 13) - 4);
  }
  if (c.school) {
    ctx.fillStyle = POSTER_INK.muted;
    ctx.font = font(26, 400);
    ctx.fillText(fit(ctx, c.school, width), x, cy + 36);
  }
}

function drawQrPanel(ctx: CanvasRenderingContext2D, c: PosterContent) {
  const top = QR_BOX.y - 30;
  const height = POSTER_HEIGHT - 40 - top;
  ctx.fillStyle = POSTER_INK.white;
  roundRect(ctx, MARGIN, top, CARD_W, height, 28);
  ctx.fill();
  drawQr(ctx, qrMatrix(c.link), QR_BOX.x, QR_BOX.y, QR_BOX.side);
  const x = QR_BOX.x + QR_BOX.side + 30;
  const width = MARGIN + CARD_W - 28 - x;
  ctx.fillStyle = POSTER_INK.title;
  ctx.font = font(34, 700);
  let y = QR_BOX.y + 96;
  for (const line of wrapLines(ctx, c.qrTitle, width, 2)) {
    ctx.fillText(line, x, y);
    y += 48;
  }
  ctx.fillStyle = POSTER_INK.muted;
  ctx.font = font(26, 400);
  y += 6;
  for (const line of wrapLines(ctx, c.qrHint, width, 3)) {
    ctx.fillText(line, x, y);
    y += 38;
  }
}

/** Fills a box with an image, cropped to keep its proportions (CSS object-fit: cover). */
function drawCover(
  ctx: CanvasRenderingContext2D,
  image: CanvasImageSource,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const { width, height } = sizeOf(image);
  if (!width || !height) {
    ctx.drawImage(image, x, y, w, h);
    return;
  }
  const scale = Math.max(w / width, h / height);
  const sw = w / scale;
  const sh = h / scale;
  ctx.drawImage(image, (width - sw) / 2, (height - sh) / 2, sw, sh, x, y, w, h);
}

function sizeOf(image: CanvasImageSource): { width: number; height: number } {
  if (typeof HTMLImageElement !== 'undefined' && image instanceof HTMLImageElement) {
    return { width: image.naturalWidth, height: image.naturalHeight };
  }
  const sized = image as { width?: number | SVGAnimatedLength; height?: number | SVGAnimatedLength };
  return {
    width: typeof sized.width === 'number' ? sized.width : 0,
    height: typeof sized.height === 'number' ? sized.height : 0,
  };
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** One line that fits `width`, cut with an ellipsis when it does not. */
function fit(ctx: Pick<CanvasRenderingContext2D, 'measureText'>, text: string, width: number): string {
  return wrapLines(ctx, text, width, 1)[0] ?? '';
}

/**
 * Breaks text into at most `maxLines` lines of `width`: Chinese breaks between any two characters,
 * Latin words stay whole where they fit; the last line ends in an ellipsis when text is left over.
 */
export function wrapLines(
  ctx: Pick<CanvasRenderingContext2D, 'measureText'>,
  text: string,
  width: number,
  maxLines: number,
): string[] {
  const words = text.trim().match(/[A-Za-z0-9'’.,!?-]+\s*|\s+|./gsu) ?? [];
  // A word wider than the line breaks between its letters.
  const tokens = words.flatMap((w) => (ctx.measureText(w).width > width ? [...w] : [w]));
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (ctx.measureText(line + token).width <= width || !line) {
      line += token;
      continue;
    }
    lines.push(line.trimEnd());
    line = token.trimStart();
    if (lines.length === maxLines) {
      const last = lines.pop() as string;
      lines.push(ellipsis(ctx, last, width));
      return lines;
    }
  }
  if (line) lines.push(line.trimEnd());
  return lines.slice(0, maxLines);
}

function ellipsis(ctx: Pick<CanvasRenderingContext2D, 'measureText'>, text: string, width: number): string {
  let cut = [...text];
  while (cut.length && ctx.measureText(`${cut.join('')}…`).width > width) cut = cut.slice(0, -1);
  return `${cut.join('')}…`;
}
