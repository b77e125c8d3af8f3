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

type Reply = { id: number; mp3?: Uint8Array; voiceMs?: number; error?: string };
type Task = { id: number; text: string; resolve: (voice: Voice) => void; reject: (error: Error) => void };

/** Makes the voices; the app holds one (deps.voices) and closes it with itself. */
export interface VoiceSynth {
  /** The voice reading `text`, made off the event loop. The same text always gives the same bytes. */
  synthesize(text: string): Promise<Voice>;
  /** Fails what waits and stops the worker. */
  close(): Promise<void>;
}

/**
 * One worker thread, started on the first text and stopped when idle, fed one text at a time. Its state
 * lives in this closure, one per app: tests run several apps in one process.
 */
export function voiceSynth(): VoiceSynth {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  /**
   * Texts wait here and go to the worker one at a time, so the timeout measures one synthesis: timing from
   * the ask made a job of 30 texts on a busy machine time out in the queue, and the stop failed them all.
   */
  const queue: Task[] = [];
  let current: { task: Task; timer: NodeJS.Timeout } | null = null;
  /** The same text asked for twice at once is made once. */
  const inFlight = new Map<string, Promise<Voice>>();

  /** Fails the text being made (the queue waits for a fresh worker) and ends this worker. */
  function stop(reason: Error): void {
    const dead = worker;
    worker = null;
    if (current) {
      clearTimeout(current.timer);
      current.task.reject(reason);
      current = null;
    }
    void dead?.terminate();
    next();
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
      if (worker !== w || current?.task.id !== id) return;
      const { task, timer } = current;
      clearTimeout(timer);
      current = null;
      if (error || !mp3 || voiceMs === undefined) task.reject(new Error(`voice synthesis: ${error ?? 'no audio'}`));
      else task.resolve({ mp3: Buffer.from(mp3.buffer, mp3.byteOffset, mp3.byteLength), voiceMs });
      next();
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

  /** Hands the next text to the worker; with none left, the worker stops holding the process and soon stops. */
  function next(): void {
    if (current) return;
    const task = queue.shift();
    if (!task) {
      const w = worker;
      if (!w) return;
      w.unref();
      idle = setTimeout(() => {
        if (worker === w && !current && !queue.length) stop(new Error('idle'));
      }, IDLE_MS);
      idle.unref();
      return;
    }
    const w = started();
    w.ref();
    const timer = setTimeout(() => {
      if (worker === w) stop(new Error(`voice synthesis: no answer in ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    current = { task, timer };
    w.postMessage({ id: task.id, text: task.text });
  }

  function ask(text: string): Promise<Voice> {
    return new Promise<Voice>((resolve, reject) => {
      queue.push({ id: ++nextId, text, resolve, reject });
      next();
    });
  }

  function synthesize(text: string): Promise<Voice> {
    let voice = inFlight.get(text);
    if (!voice) {
      voice = ask(text).finally(() => inFlight.delete(text));
      inFlight.set(text, voice);
    }
    return voice;
  }

  return {
    synthesize,
    close: async () => {
      clearTimeout(idle);
      for (const task of queue.splice(0)) task.reject(new Error('voice synthesis: closed'));
      const w = worker;
      stop(new Error('voice synthesis: closed'));
      await w?.terminate();
    },
  };
}
