import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The largest recording taken: minutes of WAV, far more than one instruction needs. */
export const RECORDING_MAX_BYTES = 16 * 1024 * 1024;
/** The longest instruction once trimmed: exam instructions take a few seconds, the longest about ten. */
export const RECORDING_MAX_MS = 30_000;
/** Shorter than this after the silence is cut, there are no words in it. */
export const RECORDING_MIN_MS = 300;
/** ffmpeg gives up on a file it cannot finish in this time (a stuck decode must not hold the request). */
const TIMEOUT_MS = 60_000;

/**
 * What a recording becomes, whatever was uploaded: the silence before and after cut (quieter than -50 dBFS,
 * so the 5-second window starts when the words end, as with the synthetic voice), loudness-normalised to
 * -16 LUFS (EBU R128, one pass: recordings from different phones play at one level), mono 44.1 kHz MP3 at
 * 64 kbit/s (the synthetic voices are MP3 too; every browser the app supports decodes it).
 */
const FILTER = [
  'silenceremove=start_periods=1:start_threshold=-50dB:start_silence=0.02',
  'areverse',
  'silenceremove=start_periods=1:start_threshold=-50dB:start_silence=0.02',
  'areverse',
  'loudnorm=I=-16:TP=-1.5:LRA=11',
].join(',');

export type AudioKind = 'mp3' | 'm4a' | 'wav';

/** Why a recording is refused: the API answers each with a 400 in the operator's language. */
export type AudioProblem = 'not_audio' | 'too_large' | 'too_long' | 'silent';

export class RecordingRefused extends Error {
  constructor(readonly problem: AudioProblem) {
    super(`recording refused: ${problem}`);
  }
}

/** The kind of file by its first bytes (the name and the declared type are the sender's word only). */
export function audioKind(bytes: Buffer): AudioKind | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.length < 12) return null;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(4, 8) === 'ftyp') return 'm4a';
  if (ascii(0, 3) === 'ID3') return 'mp3';
  // An MP3 without a tag starts with a frame: 11 sync bits, then a layer that is not "reserved".
  if (bytes[0] === 0xff && ((bytes[1] as number) & 0xe0) === 0xe0 && ((bytes[1] as number) & 0x06) !== 0) return 'mp3';
  return null;
}

/** Runs a program without a shell; resolves with its standard output, rejects with the end of its errors. */
function run(binary: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: TIMEOUT_MS });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out = (out + chunk).slice(-8000);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err = (err + chunk).slice(-8000);
    });
    child.on('error', (error) => reject(new Error(`${binary}: ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(err.trim() || `${binary}: ${code}`))));
  });
}

export interface Tools {
  ffmpeg: string;
  ffprobe: string;
}

export interface Recording {
  mp3: Buffer;
  /** How long the words take: the stored MP3's length. */
  voiceMs: number;
}

/**
 * An uploaded MP3, M4A or WAV as the voice students hear (FILTER), with its length. Work happens in a
 * temporary folder (an M4A needs a seekable input) that is always removed. Refuses what is not audio, too
 * big, too long or nothing but silence.
 */
export async function prepareRecording(tools: Tools, upload: Buffer): Promise<Recording> {
  if (upload.length > RECORDING_MAX_BYTES) throw new RecordingRefused('too_large');
  const kind = audioKind(upload);
  if (!kind) throw new RecordingRefused('not_audio');
  const dir = await mkdtemp(join(tmpdir(), 'light-recording-'));
  try {
    const input = join(dir, `in.${kind}`);
    const output = join(dir, 'out.mp3');
    await writeFile(input, upload);
    const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input, '-map', '0:a:0', '-vn'];
    const encode = ['-af', FILTER, '-ac', '1', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3'];
    try {
      await run(tools.ffmpeg, [...args, ...encode, output]);
    } catch {
      // ffmpeg could not read it as sound: a file with the right first bytes and nothing behind them.
      throw new RecordingRefused('not_audio');
    }
    const mp3 = await readFile(output);
    const voiceMs = await durationMs(tools, output);
    if (voiceMs < RECORDING_MIN_MS) throw new RecordingRefused('silent');
    if (voiceMs > RECORDING_MAX_MS) throw new RecordingRefused('too_long');
    return { mp3, voiceMs };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The MP3's length as ffprobe reads it from the file LAME wrote (its Info frame counts the frames; within a
 * frame, 26 ms, of what the browser decodes). 0 when there is no sound at all.
 */
export async function durationMs(tools: Tools, file: string): Promise<number> {
  const out = await run(tools.ffprobe, [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_entries',
    'stream=duration',
    '-of',
    'csv=p=0',
    file,
  ]).catch(() => '');
  const seconds = Number.parseFloat(out.trim());
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
}
