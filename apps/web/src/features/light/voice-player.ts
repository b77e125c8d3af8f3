type AudioContextClass = typeof AudioContext;

const contextClass = (): AudioContextClass | undefined =>
  globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

/**
 * The instructions' voices through Web Audio: each file fetched and decoded before the test starts, so a
 * voice begins the moment it is due and its end is known to the millisecond (the 5-second window opens
 * then). Phones only let sound start from a tap, so `unlock` runs inside the tap that starts the test.
 */
export class VoicePlayer {
  private context: AudioContext | undefined;
  private readonly buffers = new Map<string, Promise<AudioBuffer>>();
  private playing: AudioBufferSourceNode | undefined;

  /** Whether this browser can play the voices at all. */
  static supported(): boolean {
    return Boolean(contextClass());
  }

  /** Fetches and decodes every voice not yet here; `onProgress` counts the ready ones. */
  async load(urls: readonly string[], onProgress?: (ready: number, total: number) => void): Promise<void> {
    const unique = [...new Set(urls)];
    let ready = 0;
    onProgress?.(0, unique.length);
    await Promise.all(
      unique.map(async (url) => {
        await this.buffer(url);
        onProgress?.(++ready, unique.length);
      }),
    );
  }

  /** Inside the tap that starts a test: the audio may play from now on. */
  unlock(): void {
    const context = this.audioContext();
    if (context.state !== 'running') void context.resume();
  }

  /**
   * Speaks one voice. `onStart` gets its length in ms; the promise resolves when it has ended (or was
   * stopped), with `performance.now()` at that moment.
   */
  async play(url: string, onStart?: (durationMs: number) => void): Promise<number> {
    const buffer = await this.buffer(url);
    const context = this.audioContext();
    if (context.state !== 'running') await context.resume();
    this.stop();
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    this.playing = source;
    return new Promise((resolve) => {
      source.onended = () => {
        if (this.playing === source) this.playing = undefined;
        resolve(performance.now());
      };
      source.start();
      onStart?.(buffer.duration * 1000);
    });
  }

  stop(): void {
    const source = this.playing;
    this.playing = undefined;
    try {
      source?.stop();
    } catch {
      // already ended
    }
  }

  close(): void {
    this.stop();
    void this.context?.close().catch(() => undefined);
    this.context = undefined;
  }

  private audioContext(): AudioContext {
    if (!this.context || this.context.state === 'closed') {
      const Context = contextClass();
      if (!Context) throw new Error('Web Audio is not available');
      this.context = new Context();
    }
    return this.context;
  }

  private buffer(url: string): Promise<AudioBuffer> {
    let buffer = this.buffers.get(url);
    if (!buffer) {
      buffer = fetchVoice(url).then((bytes) => decode(bytes));
      this.buffers.set(url, buffer);
      buffer.catch(() => this.buffers.delete(url));
    }
    return buffer;
  }
}

async function fetchVoice(url: string): Promise<ArrayBuffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`voice ${url}: HTTP ${res.status}`);
  return res.arrayBuffer();
}

/** Decoding needs a context; an offline one does not ask to play, so it needs no tap. */
function decode(bytes: ArrayBuffer): Promise<AudioBuffer> {
  const Offline =
    globalThis.OfflineAudioContext ??
    (globalThis as { webkitOfflineAudioContext?: typeof OfflineAudioContext }).webkitOfflineAudioContext;
  if (!Offline) throw new Error('Web Audio is not available');
  return new Offline(1, 1, 44_100).decodeAudioData(bytes);
}
