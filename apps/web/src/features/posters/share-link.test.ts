import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { t } from './messages';
import { coachPoster } from './poster-content';
import { drawQr, QUIET_ZONE, qrMatrix } from './qr';
import { buildShareLink, onOrigin } from './share-link';

const ORIGIN = 'https://xueche.example';

/**
 * Paints with the canvas calls drawQr makes (fillStyle, fillRect) into an RGBA buffer, as a canvas would:
 * what jsQR then reads is exactly what the poster code drew.
 */
function paint(side: number) {
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  let colour = [0, 0, 0];
  const ctx = {
    set fillStyle(value: string) {
      const hex = value.replace('#', '');
      colour = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    },
    get fillStyle() {
      return '';
    },
    fillRect(x: number, y: number, w: number, h: number) {
      for (let row = Math.max(0, y); row < Math.min(side, y + h); row++) {
        for (let col = Math.max(0, x); col < Math.min(side, x + w); col++) {
          const at = (row * side + col) * 4;
          data.set([colour[0] as number, colour[1] as number, colour[2] as number, 255], at);
        }
      }
    },
  };
  return { ctx: ctx as unknown as Pick<CanvasRenderingContext2D, 'fillStyle' | 'fillRect'>, data };
}

/** Draws the link's QR code the poster's way, a few pixels per module, and reads it back. */
function decode(link: string, pixelsPerModule = 4): string | undefined {
  const matrix = qrMatrix(link);
  const side = (matrix.size + QUIET_ZONE * 2) * pixelsPerModule;
  const { ctx, data } = paint(side);
  drawQr(ctx, matrix, 0, 0, side);
  return jsQR(data, side, side)?.data;
}

describe('share links', () => {
  it('carry did, then field_id, type=3 on coach pages and poster_id for a saved poster', () => {
    expect(buildShareLink(ORIGIN, '/', { did: 'abcd1234' })).toBe(`${ORIGIN}/?did=abcd1234`);
    expect(buildShareLink(ORIGIN, '/', { did: 'abcd1234', fieldId: 7 })).toBe(`${ORIGIN}/?did=abcd1234&field_id=7`);
    expect(
      buildShareLink(ORIGIN, '/coach-register', { did: 'abcd1234', fieldId: 7, coachPage: true, posterId: 42 }),
    ).toBe(`${ORIGIN}/coach-register?did=abcd1234&field_id=7&type=3&poster_id=42`);
    // No field: no field_id; the path's own query stays, the sharer's keys replace stale ones.
    expect(buildShareLink(ORIGIN, '/roadmap?id=3&did=old', { did: 'abcd1234', fieldId: null })).toBe(
      `${ORIGIN}/roadmap?id=3&did=abcd1234`,
    );
  });

  it("moves the API's links onto this page's origin", () => {
    expect(onOrigin('http://10.0.0.5:3000/site/ke1?did=abcd1234', ORIGIN)).toBe(`${ORIGIN}/site/ke1?did=abcd1234`);
  });

  it("a coach's poster links: students home, coaches to registration with type=3, a saved one with its id", () => {
    const coach = {
      did: 'C0ach123',
      name: '王建国',
      nickname: '老王',
      school: '东方驾校',
      portrait: '/files/portraits/a.jpg',
      certified: true,
      field_id: 5,
      field_name: '海淀上庄考场',
    };
    const origin = window.location.origin;
    expect(coachPoster(t, 'recruit-student', coach).content.link).toBe(`${origin}/?did=C0ach123&field_id=5`);
    expect(coachPoster(t, 'recruit-coach', coach, { id: 9, fieldId: null }).content.link).toBe(
      `${origin}/coach-register?did=C0ach123&type=3&poster_id=9`,
    );
    const theory = coachPoster(t, 'theory', coach, { id: 10, title: '科一科四一把过', fieldId: 8 });
    expect(theory.content).toMatchObject({
      title: '科一科四一把过',
      name: '王建国',
      school: '东方驾校',
      badge: '认证教练',
      link: `${origin}/ke?did=C0ach123&field_id=8&poster_id=10`,
    });
    expect(theory.portrait).toBe('/files/portraits/a.jpg');
  });
});

describe('the QR code of a share link', () => {
  it('decodes back to the link, did and all', () => {
    const links = [
      buildShareLink(ORIGIN, '/', { did: 'abcd1234' }),
      buildShareLink(ORIGIN, '/coach-register', { did: 'Zx9-_q8wErTy', fieldId: 123, coachPage: true, posterId: 4567 }),
      buildShareLink('http://127.0.0.1:3000', '/site/ke4', { did: 'a'.repeat(32), fieldId: 99999 }),
    ];
    for (const link of links) expect(decode(link)).toBe(link);
  });

  it('still decodes when modules are not whole pixels (the poster scales the code to its box)', () => {
    const link = buildShareLink(ORIGIN, '/coach-register', {
      did: 'abcd1234',
      fieldId: 3,
      coachPage: true,
      posterId: 8,
    });
    const matrix = qrMatrix(link);
    const side = Math.round((matrix.size + QUIET_ZONE * 2) * 3.7);
    const { ctx, data } = paint(side);
    drawQr(ctx, matrix, 0, 0, side);
    expect(jsQR(data, side, side)?.data).toBe(link);
  });
});
