import { Worker } from 'node:worker_threads';
import { voiceWorkerFile } from '../../paths';

/**
 * How the voices are made (decision 006): eSpeak NG's Mandarin voice (espeak-ng 1.0.2) at speed 175, its
 * own default pace (150 read the opening in 7.3 s, slower than exam cars), the silence around the words cut (samples quieter than 1 % of full scale), LAME from wasm-media-encoders
 * ("wme") 0.7.0 at 32 kbit/s mono. The id names all of it: change any part (or either package's version)
 * and the id must change, so every voice and every set's `voice_lib` does too.
 */
export const VOICE_ENGINE = {
  id: 'espeak-ng-1.0.2-cmn-s175-wme-0.7.0-32k',
  voice: 'cmn',
  speed: 175,
  bitrate: 32,
  silence: 0.01,
} as const;

export interface Voice {
  mp3: Buffer;
  /** How long the words take: the trimmed samples' length. */
  voiceMs: number;
}

/** A stuck synthesis gives up (and the worker is restarted) rather than hold a request for ever. */
const TIMEOUT_MS = 30_000;
/** An idle worker is stopped: it holds eSpeak's 18 MB of WASM and data. */
const IDLE_MS = 20_000;

type Waiter = { resolve: (voice: Voice) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Reply = { id: number; mp3?: Uint8Array; voiceMs?: number; error?: string };

let worker: Worker | null = null;
let idle: NodeJS.Timeout | undefined;
let nextId = 0;
const waiting = new Map<number, Waiter>();
/** The same text asked for twice at once is made once. */
const inFlight = new Map<string, Promise<Voice>>();

function stop(reason: Error): void {
  const dead = worker;
  worker = null;
  for (const [id, w] of waiting) {
    clearTimeout(w.timer);
    w.reject(reason);
    waiting.delete(id);
  }
  void dead?.terminate();
}

function started(): Worker {
  clearTimeout(idle);
  if (worker) return worker;
  const w = new Worker(voiceWorkerFile, {
    workerData: {
      voice: VOICE_ENGINE.voice,
      speed: VOICE_ENGINE.speed,
      bitrate: VOICE_ENGINE.bitrate,
      silence: VOICE_ENGINE.silence,
    },
  });
  w.on('message', ({ id, mp3, voiceMs, error }: Reply) => {
    const waiter = waiting.get(id);
    if (!waiter) return;
    waiting.delete(id);
    clearTimeout(waiter.timer);
    if (error || !mp3 || voiceMs === undefined) waiter.reject(new Error(`voice synthesis: ${error ?? 'no audio'}`));
    else waiter.resolve({ mp3: Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength), voiceMs });
    settle(w);
  });
  w.on('error', (error) => {
    if (worker === w) stop(error);
  });
  w.on('exit', (code) => {
    if (worker === w) stop(new Error(`voice synthesis: the worker stopped (${code})`));
  });
  worker = w;
  return w;
}

/** While texts wait the worker keeps the process alive; once idle it does not, and soon stops. */
function settle(w: Worker): void {
  if (waiting.size) return;
  w.unref();
  idle = setTimeout(() => {
    if (worker === w && !waiting.size) stop(new Error('idle'));
  }, IDLE_MS);
  idle.unref();
}

function ask(text: string): Promise<Voice> {
  const w = started();
  w.ref();
  const id = ++nextId;
  return new Promise<Voice>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (worker === w) stop(new Error(`voice synthesis: no answer in ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    waiting.set(id, { resolve, reject, timer });
    w.postMessage({ id, text });
  });
}

/** The voice reading `text`, made off the event loop. The same text always gives the same bytes. */
export function synthesize(text: string): Promise<Voice> {
  let voice = inFlight.get(text);
  if (!voice) {
    voice = ask(text).finally(() => inFlight.delete(text));
    inFlight.set(text, voice);
  }
  return voice;
}
