// The lighting voices' synthesizer, run in a worker thread (voice-synth.ts starts it): eSpeak NG (WASM)
// reads a text in Mandarin into a WAV, the silence around the words is cut, LAME (WASM) encodes it as MP3.
// Both block the CPU for ~100 ms a sentence, hence a thread of its own. Plain JavaScript, so the bundled
// server (dist/main.js) and the tests run this same file without a build step.
// Messages in: { id, text }. Out: { id, mp3: Uint8Array, voiceMs } or { id, error }.
import { parentPort, workerData } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';
import { createMp3Encoder } from 'wasm-media-encoders';

const { voice, speed, bitrate, silence } = workerData;

/** The 16-bit mono samples of a RIFF WAV as floats, and its rate. */
function samplesOf(wav) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at) => String.fromCharCode(wav[at], wav[at + 1], wav[at + 2], wav[at + 3]);
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('espeak-ng wrote no WAV');
  let rate = 0;
  for (let at = 12; at + 8 <= wav.length; ) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === 'fmt ') {
      if (view.getUint16(at + 8, true) !== 1 || view.getUint16(at + 10, true) !== 1) {
        throw new Error('expected 16-bit mono PCM');
      }
      rate = view.getUint32(at + 12, true);
    } else if (tag(at) === 'data') {
      // A streamed WAV may leave the size unset: the data then runs to the end of the file.
      const end = Math.min(wav.length, at + 8 + size);
      const count = Math.floor((end - at - 8) / 2);
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(at + 8 + i * 2, true) / 32768;
      return { rate, samples };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('the WAV has no data');
}

/** The samples from the first to the last one louder than `silence`: the voice starts and ends with the words. */
function trim(samples) {
  let start = 0;
  let end = samples.length;
  while (start < end && Math.abs(samples[start]) < silence) start++;
  while (end > start && Math.abs(samples[end - 1]) < silence) end--;
  return samples.subarray(start, end);
}

async function synthesize(text) {
  const speaker = await ESpeakNg({
    arguments: ['-v', voice, '-s', String(speed), '-w', '/voice.wav', text],
    // eSpeak prints nothing useful on success; its complaints reach the error below through the WAV check.
    print: () => {},
    printErr: () => {},
  });
  const { rate, samples } = samplesOf(speaker.FS.readFile('/voice.wav'));
  const words = trim(samples);
  if (!words.length) throw new Error(`no voice for ${JSON.stringify(text)}`);
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate: rate, channels: 1, bitrate });
  // The encoder owns the arrays it returns: each is copied before the next call.
  const parts = [encoder.encode([words]).slice(), encoder.finalize().slice()];
  const mp3 = new Uint8Array(parts[0].length + parts[1].length);
  mp3.set(parts[0]);
  mp3.set(parts[1], parts[0].length);
  return { mp3, voiceMs: Math.round((words.length / rate) * 1000) };
}

// One text at a time, in the order asked.
let queue = Promise.resolve();
parentPort.on('message', ({ id, text }) => {
  queue = queue.then(async () => {
    try {
      const { mp3, voiceMs } = await synthesize(text);
      parentPort.postMessage({ id, mp3, voiceMs }, [mp3.buffer]);
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
