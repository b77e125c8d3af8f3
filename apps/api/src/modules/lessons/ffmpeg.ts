import { spawn } from 'node:child_process';

/** What ffprobe says about a file: null when it is no media at all. */
export interface Probe {
  durationS: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** The last lines of a program's error output: enough to say why it failed, never the whole log. */
function tail(text: string, lines = 6): string {
  return text.trim().split(/\r?\n/).slice(-lines).join('\n');
}

/** Runs a program, giving each line of its output to `onLine`; resolves with its error output. */
function run(command: string, args: string[], onLine: (line: string) => void = () => {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line.trim());
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      // Only the end matters, and a long run writes a lot.
      stderr = (stderr + chunk).slice(-8000);
    });
    child.on('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on('close', (code) => {
      if (pending) onLine(pending.trim());
      if (code === 0) resolve(stderr);
      else reject(new Error(tail(stderr) || `${command} exited with ${code}`));
    });
  });
}

/** The first video stream's size, the length, and whether there is sound; null when ffprobe finds no video. */
export async function probe(ffprobe: string, file: string): Promise<Probe | null> {
  let json = '';
  try {
    await run(
      ffprobe,
      ['-v', 'error', '-show_entries', 'stream=codec_type,width,height:format=duration', '-of', 'json', file],
      (line) => {
        json += line;
      },
    );
  } catch {
    return null;
  }
  const info = JSON.parse(json || '{}') as {
    streams?: { codec_type?: string; width?: number; height?: number }[];
    format?: { duration?: string };
  };
  const video = info.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  const durationS = Number.parseFloat(info.format?.duration ?? '');
  if (!video || !(durationS > 0)) return null;
  return {
    durationS,
    width: video.width as number,
    height: video.height as number,
    hasAudio: Boolean(info.streams?.some((s) => s.codec_type === 'audio')),
  };
}

/**
 * Runs ffmpeg with `-progress pipe:1` added, calling `onProgress` with the seconds of output written so far
 * (its `out_time_us` lines). Rejects with the end of ffmpeg's own error output.
 */
export async function ffmpeg(binary: string, args: string[], onProgress: (seconds: number) => void): Promise<void> {
  const global = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1', '-y'];
  await run(binary, [...global, ...args], (line) => {
    const m = /^out_time_us=(\d+)$/.exec(line);
    if (m) onProgress(Number(m[1]) / 1e6);
  });
}
