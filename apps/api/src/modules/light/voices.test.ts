import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lightSets, lightVoices } from '../../db/schema';
import { startTestAppWith, type TestApp } from '../../test/test-app';
import { instructionsOf, versionOf } from './light.service';
import { STANDARD_SET } from './standard-set';
import { FIXED_FIELD, lightHelpers, RANDOM_FIELD, STANDARD_FIELD } from './test-helpers';
import { VOICE_ENGINE } from './voice-synth';
import { voiceKey } from './voices.service';

let t: TestApp;
let h: ReturnType<typeof lightHelpers>;
beforeAll(async () => ({ t, h } = await startTestAppWith(lightHelpers, { SEED_DEMO: 'true' })));
afterAll(() => t.close());

/** MPEG-2 layer III: kbit/s by the header's index, and its sample rates. */
const BITRATES = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES = [22050, 24000, 16000];

/**
 * Walks an MP3's frames from the first byte to the last, as a decoder would: every frame must start with
 * the sync bits where the previous one ended. Returns what the frames say.
 */
function mp3Frames(mp3: Buffer) {
  let at = 0;
  let frames = 0;
  const seen = { rate: 0, kbps: 0, mono: true };
  while (at < mp3.length) {
    const b1 = mp3[at + 1] as number;
    const b2 = mp3[at + 2] as number;
    const b3 = mp3[at + 3] as number;
    if (mp3[at] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${at}`);
    // MPEG-2 (version bits 10), layer III (01).
    if (((b1 >> 3) & 3) !== 2 || ((b1 >> 1) & 3) !== 1) throw new Error(`not MPEG-2 layer III at byte ${at}`);
    const kbps = BITRATES[b2 >> 4] as number;
    const rate = RATES[(b2 >> 2) & 3] as number;
    const padding = (b2 >> 1) & 1;
    seen.rate = rate;
    seen.kbps = kbps;
    seen.mono &&= b3 >> 6 === 3;
    at += Math.floor((72 * kbps * 1000) / rate) + padding;
    frames++;
  }
  if (at !== mp3.length) throw new Error('the last frame runs past the end');
  // 576 samples a frame.
  return { ...seen, frames, ms: (frames * 576 * 1000) / seen.rate };
}

const fetchBytes = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.url}${url}`, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('the voices of the lighting sets', () => {
  it('are made by the job queued at start: one per distinct text, for every set a student can get', async () => {
    // The demo seed queued the job when the app started; the test app runs no workers, so run it here.
    expect(await t.app.jobs.workNow('prepare-light-voices')).toBe(1);
    const own = await t.database.db.select({ set: lightSets.set }).from(lightSets);
    const texts = new Set(
      [STANDARD_SET, ...own.map((r) => r.set)].flatMap((s) => instructionsOf(s).map((i) => i.text)),
    );
    const rows = await t.database.db.select().from(lightVoices);
    expect(rows.map((r) => r.text).sort()).toEqual([...texts].sort());
    expect(rows.every((r) => r.key === voiceKey(r.text))).toBe(true);

    // Nothing left to make: every field's set is answered from what the job made.
    for (const name of [FIXED_FIELD, RANDOM_FIELD, STANDARD_FIELD]) await h.setOf(await h.fieldId(name));
    await h.setOf(undefined);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(lightVoices))[0]?.n).toBe(texts.size);
  });

  it('are real MP3s that speak for as long as voice_ms says, served publicly for a year', async () => {
    const { set } = await h.setOf(await h.fieldId(FIXED_FIELD));
    for (const item of [set.opening, ...set.items, set.closing]) {
      const { res, bytes } = await fetchBytes(item.audio);
      expect(res.status, item.key).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/mpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      const mp3 = mp3Frames(bytes);
      expect(mp3).toMatchObject({ rate: 22050, kbps: 32, mono: true });
      // The encoder's delay and the last frame's padding add a few dozen ms; the words are all there.
      expect(mp3.ms - item.voice_ms, item.key).toBeGreaterThanOrEqual(0);
      expect(mp3.ms - item.voice_ms, item.key).toBeLessThan(150);
      const [row] = await t.database.db.select().from(lightVoices).where(eq(lightVoices.text, item.text));
      expect(row).toMatchObject({ voiceMs: item.voice_ms, bytes: bytes.length });
    }
    // Longer words speak longer.
    const short = set.items.find((i) => i.text === '雾天行驶');
    expect(short?.voice_ms).toBeLessThan(set.opening.voice_ms);
  });

  it('answer a byte range (Safari plays audio only so) and refuse names that are not voices', async () => {
    const { set } = await h.setOf(undefined);
    const { bytes: whole } = await fetchBytes(set.opening.audio);
    const part = await fetchBytes(set.opening.audio, { range: 'bytes=100-199' });
    expect(part.res.status).toBe(206);
    expect(part.res.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(part.bytes).toEqual(whole.subarray(100, 200));
    const tail = await fetchBytes(set.opening.audio, { range: 'bytes=-50' });
    expect(tail.bytes).toEqual(whole.subarray(whole.length - 50));
    expect((await fetchBytes(set.opening.audio, { range: `bytes=${whole.length}-` })).res.status).toBe(416);

    const name = set.opening.audio.split('/').pop() as string;
    for (const path of [
      `/api/files/voice/${name.replace(/[0-9a-f]{24}/, '0'.repeat(24))}`,
      `/api/files/voice/${name.replace('.mp3', '.wav')}`,
      '/api/files/voice/..%2f..%2fops-token',
      `/api/files/portraits/${name}`,
    ]) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toBe('audio/mpeg');
    }
  });

  it('are the same bytes for the same text: a voice lost from the store is made again, identical', async () => {
    const { set } = await h.setOf(await h.fieldId(RANDOM_FIELD));
    const item = set.items[0] as (typeof set.items)[number];
    const { bytes: before } = await fetchBytes(item.audio);
    // The upload folder wiped: the row is still there, so the voice is made again from its text.
    rmSync(join(t.dataDir, 'uploads', 'voice'), { recursive: true, force: true });
    const again = await fetchBytes(item.audio);
    expect(again.res.status).toBe(200);
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha(again.bytes)).toBe(sha(before));
    expect(readFileSync(join(t.dataDir, 'uploads', item.audio.replace('/api/files/', '')))).toEqual(before);
  });

  it('for a new set are made when first asked for, once however many ask at once', async () => {
    const field = await h.fieldId('海淀上庄考场');
    const set = {
      ...STANDARD_SET,
      opening: { ...STANDARD_SET.opening, text: '夜间灯光考试现在开始，请打开近光灯' },
      closing: { ...STANDARD_SET.closing, text: '考试结束，请把灯光全部关掉' },
    };
    await t.database.db.insert(lightSets).values({ fieldId: field, set });
    const [a, b, exam] = await Promise.all([h.setOf(field), h.setOf(field), h.list('exam', field)]);
    expect(exam.statusCode).toBe(200);
    expect(a.set.opening.audio).toBe(voiceKey(set.opening.text).replace('voice/', '/api/files/voice/'));
    expect(b.set.opening).toEqual(a.set.opening);
    const rows = await t.database.db.select().from(lightVoices).where(eq(lightVoices.text, set.opening.text));
    expect(rows).toHaveLength(1);
    expect((await fetch(`${t.url}${a.set.closing.audio}`)).status).toBe(200);
    // The wording changed, so did the version the client keeps its voices by.
    expect(a.set.voice_lib).not.toBe(versionOf(STANDARD_SET));
  });
});

describe('a voice name and a set version', () => {
  it('change with the words and with the engine, and name the packages that make them', () => {
    expect(voiceKey('夜间与机动车会车')).toBe(voiceKey('夜间与机动车会车'));
    expect(voiceKey('夜间与机动车会车')).toMatch(new RegExp(`^voice/${VOICE_ENGINE.id}-[0-9a-f]{24}\\.mp3$`));
    expect(voiceKey('夜间与机动车会车')).not.toBe(voiceKey('夜间与机动车会车 '));
    const reworded = { ...STANDARD_SET, items: [{ ...STANDARD_SET.items[0], text: '夜间在无照明的道路上行驶' }] };
    expect(versionOf(reworded as typeof STANDARD_SET)).not.toBe(versionOf(STANDARD_SET));
    expect(versionOf(STANDARD_SET, 'another-engine')).not.toBe(versionOf(STANDARD_SET));

    // A new version of either package makes other sounds: the engine id must say which made these.
    const require = createRequire(import.meta.url);
    const version = (entry: string, up: number) => {
      let dir = dirname(require.resolve(entry));
      for (let i = 0; i < up; i++) dir = dirname(dir);
      return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    };
    expect(VOICE_ENGINE.id).toContain(`espeak-ng-${version('espeak-ng', 1)}-`);
    expect(VOICE_ENGINE.id).toContain(`-wme-${version('wasm-media-encoders', 1)}-`);
  });
});
