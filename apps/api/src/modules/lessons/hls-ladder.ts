import type { Probe } from './ffmpeg';

/** The renditions a lesson can get, smallest first: a phone on a weak network starts low and climbs. */
const RUNGS = [
  { height: 360, video: 600, max: 700 },
  { height: 540, video: 1200, max: 1400 },
  { height: 720, video: 2200, max: 2600 },
] as const;

/** Seconds per HLS segment. */
export const SEGMENT_S = 6;

export interface Rendition {
  name: string;
  height: number;
  /** kbit/s */
  video: number;
  max: number;
}

/** The rungs the source reaches (never upscaled); a source below the first rung gets one at its own height. */
export function ladderFor(source: Pick<Probe, 'height'>): Rendition[] {
  const fits = RUNGS.filter((r) => r.height <= source.height);
  if (fits.length) return fits.map((r) => ({ name: `${r.height}p`, ...r }));
  const height = Math.max(2, source.height - (source.height % 2));
  const first = RUNGS[0];
  return [{ name: `${height}p`, height, video: first.video, max: first.max }];
}

/**
 * ffmpeg's arguments for the whole ladder in one pass (the source decoded once): H.264/AAC, a key frame every
 * SEGMENT_S seconds so segments cut cleanly and line up across renditions, VOD playlists in `<out>/<name>/` and
 * the master playlist `<out>/index.m3u8`.
 */
export function ladderArgs(input: string, out: string, ladder: Rendition[], hasAudio: boolean): string[] {
  const n = ladder.length;
  const split = n > 1 ? `[0:v]split=${n}${ladder.map((_, i) => `[v${i}]`).join('')};` : '';
  const scales = ladder.map((r, i) => `[${n > 1 ? `v${i}` : '0:v'}]scale=-2:${r.height}[o${i}]`).join(';');
  const maps = ladder.flatMap((_, i) => ['-map', `[o${i}]`, ...(hasAudio ? ['-map', '0:a:0'] : [])]);
  const rates = ladder.flatMap((r, i) => [
    `-b:v:${i}`,
    `${r.video}k`,
    `-maxrate:v:${i}`,
    `${r.max}k`,
    `-bufsize:v:${i}`,
    `${r.max * 2}k`,
  ]);
  const streams = ladder.map((r, i) => `v:${i}${hasAudio ? `,a:${i}` : ''},name:${r.name}`).join(' ');
  return [
    '-i',
    input,
    '-filter_complex',
    split + scales,
    ...maps,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_S})`,
    ...rates,
    ...(hasAudio ? ['-c:a', 'aac', '-b:a', '96k', '-ac', '2', '-ar', '44100'] : []),
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_S),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    `${out}/%v/seg-%03d.ts`,
    '-master_pl_name',
    'index.m3u8',
    '-var_stream_map',
    streams,
    `${out}/%v/index.m3u8`,
  ];
}

/** A still for the lesson's cover: a frame a second in (past a fade from black), 360 px high. */
export function coverArgs(input: string, output: string, durationS: number): string[] {
  const at = Math.min(1, durationS / 2).toFixed(2);
  return ['-ss', at, '-i', input, '-frames:v', '1', '-vf', 'scale=-2:360', '-q:v', '4', output];
}
