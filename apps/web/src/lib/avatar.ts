/**
 * A WeChat head image as a page can load it. WeChat hands out http:// addresses on its image hosts, which an
 * https page may refuse as mixed content (and the Content-Security-Policy names those hosts with https); the
 * same image is served there over https.
 */
export function avatarSrc(url: string | null | undefined): string {
  if (!url) return '';
  return url.replace(/^http:\/\/((?:thirdwx|wx)\.qlogo\.cn)\//, 'https://$1/');
}

/** The first character of a name, for the circle shown when there is no picture (or it fails to load). */
export const initialOf = (name: string | null | undefined) => [...(name ?? '').trim()][0] ?? '';
