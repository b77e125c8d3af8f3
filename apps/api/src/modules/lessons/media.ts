/** Where a demo or uploaded video's files are served from: /static/media/<folder>/. */
export function mediaUrls(folder: string) {
  const base = `/static/media/${folder}`;
  return { mp4: `${base}/video.mp4`, hls: `${base}/hls/index.m3u8`, cover: `${base}/cover.jpg` };
}
