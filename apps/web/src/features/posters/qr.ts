import { create } from 'qrcode';
import { POSTER_INK } from './poster-tokens';

/** A QR code's modules: `size` × `size`, dark where `dark(row, col)`. */
export interface QrMatrix {
  size: number;
  dark: (row: number, col: number) => boolean;
}

/**
 * The QR code of a link. Level M (15 % recovery) keeps a long link (did, field_id, poster_id) at a
 * module size that phone cameras read from a printed poster, with room for a little wear.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
}

/** Scanners need a light border of at least 4 modules around the code. */
export const QUIET_ZONE = 4;

/**
 * Draws the code into a square of `side` pixels at (x, y): a white square with the quiet zone, then the
 * dark modules, each snapped to whole pixels so no seams appear between them.
 */
export function drawQr(
  ctx: Pick<CanvasRenderingContext2D, 'fillStyle' | 'fillRect'>,
  matrix: QrMatrix,
  x: number,
  y: number,
  side: number,
): void {
  const cells = matrix.size + QUIET_ZONE * 2;
  const unit = side / cells;
  ctx.fillStyle = POSTER_INK.white;
  ctx.fillRect(x, y, side, side);
  ctx.fillStyle = POSTER_INK.qr;
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (!matrix.dark(row, col)) continue;
      const left = Math.round(x + (col + QUIET_ZONE) * unit);
      const top = Math.round(y + (row + QUIET_ZONE) * unit);
      const right = Math.round(x + (col + QUIET_ZONE + 1) * unit);
      const bottom = Math.round(y + (row + QUIET_ZONE + 1) * unit);
      ctx.fillRect(left, top, right - left, bottom - top);
    }
  }
}
