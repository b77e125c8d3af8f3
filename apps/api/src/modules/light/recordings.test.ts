import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lightRecordings } from '../../db/schema';
import { runOps } from '../../test/ops-cli';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { totp } from '../admin/totp';
import { instructionsOf } from './light.service';
import { chooseVoice, type RecordingRow } from './recorded-voices';
import { STANDARD_SET } from './standard-set';
import { FIXED_FIELD, lightHelpers, type RunList, type SetView } from './test-helpers';

/** A demo field with no set of its own: the standard set (and its recordings) stand in. */
const NO_SET_FIELD = '海淀上庄考场';

const OPS_TOKEN = 'light-recordings-test-token-01';
let t: TestApp;
let h: ReturnType<typeof lightHelpers>;
let reviewer: Awaited<ReturnType<typeof signedInReviewer>>;
let dir: string;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN, SEED_DEMO: 'true' });
  h = lightHelpers(t);
  reviewer = await signedInReviewer();
  dir = mkdtempSync(join(tmpdir(), 'xueche-recordings-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A reviewer signed in to the console (as test/console-operator.ts does), who can also send a raw body. */
async function signedInReviewer() {
  const username = `reviewer-rec-${process.pid}`;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username, role: 'reviewer' },
  });
  const password = body<{ one_time_password: string }>(made).data.one_time_password;
  const signIn = (code?: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username, password, code } });
  const { secret } = body<{ secret: string }>(await signIn()).data;
  const signedIn = await signIn(totp(secret));
  const csrf = body<{ csrf_token: string }>(signedIn).data.csrf_token;
  const cookie = String(signedIn.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return {
    username,
    get: (url: string) => t.app.inject({ url, headers: { cookie } }),
    postRaw: (url: string, payload: Buffer, type: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie, 'x-csrf-token': csrf, 'content-type': type } }),
  };
}

/**
 * A recording as a phone makes one: `lead` s of silence, a 440 Hz tone for `tone` s (the words), `tail` s of
 * silence, as 16-bit stereo 48 kHz WAV (or AAC in M4A), made by ffmpeg.
 */
function recording(name: string, lead: number, tone: number, tail: number, format: 'wav' | 'm4a' = 'wav'): Buffer {
  const file = join(dir, name);
  const silence = (d: number) => ['-f', 'lavfi', '-i', `anullsrc=r=48000:cl=stereo:d=${d}`];
  const codec = format === 'wav' ? ['-c:a', 'pcm_s16le'] : ['-c:a', 'aac', '-b:a', '96k'];
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...silence(lead),
    // No tone at all: a breath of silence in its place (sine's duration 0 would be endless).
    ...['-f', 'lavfi', '-i', tone ? `sine=frequency=440:sample_rate=48000:duration=${tone}` : 'anullsrc=r=48000:d=0.1'],
    ...silence(tail),
    ...['-filter_complex', '[1]aformat=channel_layouts=stereo[s];[0][s][2]concat=n=3:v=0:a=1'],
    ...codec,
    file,
  ]);
  return readFileSync(file);
}

/** What ffprobe says of an MP3 (the stored recording as students fetch it). */
function probe(bytes: Buffer) {
  const file = join(dir, `probe-${Date.now()}.mp3`);
  writeFileSync(file, bytes);
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-select_streams', 'a:0'],
    ...['-show_entries', 'stream=codec_name,channels,sample_rate,duration:format=format_name', '-of', 'json'],
    file,
  ]);
  const info = JSON.parse(String(out)) as {
    streams: { codec_name: string; channels: number; sample_rate: string; duration: string }[];
    format: { format_name: string };
  };
  return { ...info.streams[0], format: info.format.format_name };
}

/** The console's multipart upload: the form's fields, then the file. */
function upload(fields: Record<string, string>, file: Buffer, filename = 'take.wav') {
  const boundary = `----recording${Date.now()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return reviewer.postRaw(
    '/api/admin/reviews/light-sets/recordings',
    payload,
    `multipart/form-data; boundary=${boundary}`,
  );
}

type Saved = {
  field_id: number | null;
  key: string;
  voice: string;
  audio: string;
  voice_ms: number;
  replaced: boolean;
};
const rows = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(lightRecordings))[0]?.n;
const fetchAudio = async (url: string) => {
  const res = await fetch(`${t.url}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};
const answer = async (query: string) =>
  body<{ set: SetView & { voices: string[]; voice: string | null } }>(
    await t.app.inject({ url: `/api/v1/light/answer?${query}` }),
  ).data.set;

describe('recorded voices', () => {
  it('an operator uploads a WAV: stored as a trimmed mono MP3 whose length is the words only, served to students who pick it', async () => {
    const before = (await h.setOf(undefined)).set;
    const res = await upload({ key: 'opening', voice: '男声' }, recording('opening.wav', 1, 1.5, 0.8));
    expect(res.statusCode, res.body).toBe(200);
    const saved = body<Saved>(res).data;
    expect(saved).toMatchObject({ field_id: null, key: 'opening', voice: '男声', replaced: false });
    // 1 s of silence before and 0.8 s after are gone: the words' 1.5 s are left (within an MP3 frame or two).
    expect(saved.voice_ms).toBeGreaterThan(1450);
    expect(saved.voice_ms).toBeLessThan(1620);

    const file = await fetchAudio(saved.audio);
    expect(file).toMatchObject({ status: 200, type: 'audio/mpeg' });
    const info = probe(file.bytes);
    expect(info).toMatchObject({ codec_name: 'mp3', format: 'mp3', channels: 1, sample_rate: '44100' });
    expect(Math.abs(Number(info.duration) * 1000 - saved.voice_ms)).toBeLessThan(5);

    // Students: the voice is offered, but one instruction recorded is not a whole voice, so the default stays
    // the generated one; asked for, the opening is the recording and the rest stay generated.
    const standard = await answer('');
    expect(standard).toMatchObject({ voices: ['男声'], voice: null, voice_lib: before.voice_lib });
    expect(standard.opening.audio).toBe(before.opening.audio);
    const male = await answer(`voice=${encodeURIComponent('男声')}`);
    expect(male.voice).toBe('男声');
    expect(male.opening).toMatchObject({ audio: saved.audio, voice_ms: saved.voice_ms });
    expect(male.closing.audio).toBe(before.closing.audio);
    expect(male.voice_lib).not.toBe(before.voice_lib);
    // A field with no set of its own plays the standard set's recordings; the exam's first item is the opening.
    const field = await h.fieldId(NO_SET_FIELD);
    const exam = body<RunList & { voice: string }>(
      await t.app.inject({ url: `/api/v1/light/list?mod=exam&field_id=${field}&voice=${encodeURIComponent('男声')}` }),
    ).data;
    expect(exam.voice).toBe('男声');
    expect(exam.items[0]).toMatchObject({ key: 'opening', audio: saved.audio, voice_ms: saved.voice_ms });
    expect((await answer('voice=synthetic')).opening.audio).toBe(before.opening.audio);

    // The console lists it beside the generated voice.
    const list = body<{
      voices: string[];
      items: { key: string; synthetic: { audio: string }; recordings: unknown[] }[];
    }>(await reviewer.get('/api/admin/reviews/light-sets/recordings')).data;
    expect(list.voices).toEqual(['男声']);
    const opening = list.items.find((i) => i.key === 'opening');
    expect(opening?.synthetic.audio).toBe(before.opening.audio);
    expect(opening?.recordings).toEqual([
      expect.objectContaining({ voice: '男声', audio: saved.audio, voice_ms: saved.voice_ms, current: true }),
    ]);
    expect(opening?.recordings[0]).toMatchObject({ uploaded_by: `operator:${reviewer.username}` });
  });

  it('takes M4A too, and a new take replaces the old one (whose file goes)', async () => {
    const first = body<Saved>(await upload({ key: 'meeting', voice: '女声' }, recording('a.wav', 0.3, 1, 0.3))).data;
    const res = await upload({ key: 'meeting', voice: '女声' }, recording('b.m4a', 0.5, 2, 0.5, 'm4a'), 'b.m4a');
    expect(res.statusCode, res.body).toBe(200);
    const second = body<Saved>(res).data;
    expect(second.replaced).toBe(true);
    expect(second.voice_ms).toBeGreaterThan(1950);
    expect(second.voice_ms).toBeLessThan(2150);
    expect((await fetchAudio(first.audio)).status).toBe(404);
    expect(probe((await fetchAudio(second.audio)).bytes).codec_name).toBe('mp3');
  });

  it('refuses what is not a usable recording with a 400 naming why, and stores nothing', async () => {
    const n = await rows();
    const refused = async (fields: Record<string, string>, file: Buffer, reason: string) => {
      const res = await upload(fields, file);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(body<{ errors: Record<string, string> }>(res).data.errors)).toEqual([reason]);
      return body(res);
    };
    const text = await refused({ key: 'curve', voice: '男声' }, Buffer.from('hello, not audio at all'), 'file');
    expect(text.msg).toMatch(/MP3、M4A 或 WAV/);
    // The right first bytes and nothing behind them.
    const fake = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt '), Buffer.alloc(64, 7)]);
    expect((await refused({ key: 'curve', voice: '男声' }, fake, 'file')).msg).toMatch(/无法识别/);
    const silent = await refused({ key: 'curve', voice: '男声' }, recording('silent.wav', 2, 0, 0.1), 'file');
    expect(silent.msg).toMatch(/几乎没有声音/);
    const long = await refused({ key: 'curve', voice: '男声' }, recording('long.wav', 0, 31, 0), 'file');
    expect(long.msg).toMatch(/30 秒/);
    const good = recording('good.wav', 0.2, 1, 0.2);
    expect((await refused({ key: 'sunroof', voice: '男声' }, good, 'key')).msg).toMatch(/不在/);
    expect((await refused({ key: 'curve', voice: 'synthetic' }, good, 'voice')).msg).toMatch(/语音名称/);
    // A field with no set of its own plays the standard set's recordings: those are recorded there.
    const field = await h.fieldId(NO_SET_FIELD);
    expect((await refused({ field_id: String(field), key: 'curve', voice: '男声' }, good, 'field_id')).msg).toMatch(
      /标准灯光题/,
    );
    expect(await rows()).toBe(n);
  });

  it('`npm run ops -- light:voice-upload` stores a recording for a field of its own set', async () => {
    const field = await h.fieldId(FIXED_FIELD);
    const { set } = await h.setOf(field);
    const file = join(dir, 'ops.wav');
    writeFileSync(file, recording('ops-src.wav', 0.6, 1.2, 0.6));
    const run = await runOps(['light:voice-upload', String(field), set.closing.key, '粤语', file], {
      url: t.url,
      token: OPS_TOKEN,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Stored the 粤语 recording of closing in field \d+'s set: 1\.\d\d s once trimmed/);
    const [row] = await t.database.db.select().from(lightRecordings).where(eq(lightRecordings.voice, '粤语'));
    expect(row).toMatchObject({
      fieldId: field,
      itemKey: set.closing.key,
      text: set.closing.text,
      uploadedBy: 'ops-token',
    });
    const asked = await answer(`field_id=${field}&voice=${encodeURIComponent('粤语')}`);
    expect(asked.closing).toMatchObject({ voice_ms: row?.voiceMs, audio: `/api/files/${row?.key}` });

    const bad = await runOps(['light:voice-upload', String(field), 'closing', '粤语', join(dir, 'missing.wav')], {
      url: t.url,
      token: OPS_TOKEN,
    });
    expect(bad.code).toBe(1);
  });
});

describe('the voice a set is read in', () => {
  const items = instructionsOf(STANDARD_SET);
  const rec = (itemKey: string, voice: string, text?: string): RecordingRow => ({
    itemKey,
    voice,
    text: text ?? (items.find((i) => i.key === itemKey)?.text as string),
    key: `voice/rec-${itemKey}-${voice}.mp3`,
    voiceMs: 1234,
    bytes: 1,
    uploadedBy: 'ops-token',
    uploadedAt: new Date(),
  });
  const all = (voice: string) => items.map((i) => rec(i.key, voice));

  it('is the first voice recorded for every instruction, else the generated one, unless the student picks', () => {
    const partly = [rec('opening', '女声')];
    expect(chooseVoice(items, [...partly, ...all('男声')], undefined)).toMatchObject({
      voices: ['女声', '男声'],
      voice: '男声',
    });
    expect(chooseVoice(items, partly, undefined).voice).toBeNull();
    expect(chooseVoice(items, partly, '女声').recorded.get('opening')).toEqual({
      audio: '/api/files/voice/rec-opening-女声.mp3',
      voice_ms: 1234,
    });
    expect(chooseVoice(items, all('男声'), null)).toMatchObject({ voice: null, stamp: '' });
    expect(chooseVoice(items, all('男声'), '客家话').voice).toBeNull();
  });

  it('leaves out a recording whose instruction has new words: the generated voice reads those', () => {
    const recorded = [...all('男声').slice(1), rec('opening', '男声', '旧的开始指令')];
    const choice = chooseVoice(items, recorded, '男声');
    expect(choice.recorded.has('opening')).toBe(false);
    expect(choice.recorded.has('closing')).toBe(true);
    expect(chooseVoice(items, recorded, undefined).voice).toBeNull();
  });
});
