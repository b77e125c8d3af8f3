import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** The JS-SDK script pages load inside WeChat: a same-origin path (sandbox) or WeChat's absolute URL. */
  jssdkUrl: string;
  /** Where lesson media and images may come from besides this server (a CDN). */
  mediaOrigins: string[];
  /** The public origin, when configured: HTTPS there turns on HSTS and upgrading insecure requests. */
  publicUrl?: string;
  /** Hash sources of the page's own inline scripts (platform/web.ts webInlineScripts). */
  inlineScripts?: string[];
}

/** WeChat's avatar hosts: nicknames' pictures are shown as WeChat hands them out. */
const WECHAT_AVATAR_HOSTS = ['https://thirdwx.qlogo.cn', 'https://wx.qlogo.cn'];

const originOf = (url: string): string[] => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []);

/**
 * The page policy allows exactly what the app loads: its own scripts and styles, the JS-SDK's host,
 * WeChat avatars, media from the configured hosts, and blob: for video (MSE) and hls.js's worker.
 * No inline script but the page's own, each allowed by its hash; styles only from files or through the CSSOM
 * (React's style prop).
 */
export function pagePolicy(opts: SecurityOptions): Record<string, string[]> {
  const media = opts.mediaOrigins;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(opts.inlineScripts ?? []), ...originOf(opts.jssdkUrl)],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...WECHAT_AVATAR_HOSTS, ...media],
    'media-src': ["'self'", 'blob:', ...media],
    'connect-src': ["'self'", ...media],
    'worker-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The operator console's page policy (decision 008), sent with its index.html and a fresh nonce each time:
 * antd writes its styles at run time (CSS-in-JS) as <style> elements carrying the nonce the page hands it
 * (ConfigProvider's csp), so styles are this origin's files or nonce-bearing elements — never 'unsafe-inline'.
 * Scripts only from this origin. Images from here, data: (the TOTP QR code) and blob:, and from the bucket
 * when uploads live in one (the review photos' signed links). Nobody may frame it.
 */
export function adminPolicy(opts: { imageOrigins: string[]; https: boolean }, nonce: string): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', 'blob:', ...opts.imageOrigins],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(opts.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** API replies are data, never a document: nothing may load from them and nobody may frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every reply (Helmet): the page CSP above, nosniff, framing by this site only,
 * a referrer that tells a media CDN the origin (their hotlink checks read it) and nothing more.
 * HSTS and upgrade-insecure-requests only behind HTTPS: on http://192.168.x.x (a phone on the LAN)
 * they would break every request.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  const https = opts.publicUrl?.startsWith('https://') ?? false;
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...pagePolicy(opts), ...(https ? { 'upgrade-insecure-requests': [] } : {}) },
    },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const api = apiHeaders(headers);
  const appPages = appHeaders(headers);
  const code = codeHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isData(request.url) ? api : isConsole(request.url) ? headers : isCode(request.url) ? code : appPages);
    done();
  });
}

/** The web app's built scripts and stylesheets (hashed names under /assets/), never a document. */
const isCode = (url: string) => /^\/assets\/[^?]+\.(js|css)(\?|$)/.test(url);

/**
 * What a script or stylesheet of the app needs of the page's headers: nosniff, same-origin resources only,
 * the referrer rule (a module's own imports follow it) and HSTS. A policy or the framing and legacy switches
 * mean nothing on them (the app starts no worker from a file), and were 560 of the ~1,000 header bytes of
 * each of the dozen files a first screen fetches; HTTP/2 sends repeated headers once, plain HTTP/1.1 every time.
 */
function codeHeaders(page: Record<string, string>): Record<string, string> {
  const kept = [
    'x-content-type-options',
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
  ];
  return Object.fromEntries(kept.flatMap((name) => (page[name] ? [[name, page[name]]] : [])));
}

/** The operator console and the API document's viewer: pages of their own, opened on a desktop. */
const isConsole = (url: string) => /^\/(admin|api\/docs)(\/|\?|$)/.test(url);

/**
 * The student and coach app's pages and files without the two headers that give a page its own browsing
 * context group and agent cluster (decision 005, amendment 2). Phones enter the app from WeChat's articles
 * and its login page in the same web view, and with them each entry set up a new one: every page started
 * ~20–30 ms later under bench:lighthouse, and more on a slow phone. Nothing here holds another origin's
 * window or is held by one, nor uses document.domain; the console keeps both.
 */
function appHeaders(page: Record<string, string>): Record<string, string> {
  const { 'cross-origin-opener-policy': _opener, 'origin-agent-cluster': _cluster, ...rest } = page;
  return rest;
}

/** The API and the metrics answer data, never a page (the API document's viewer is a page, with its own policy). */
const isData = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url === '/metrics' || url.startsWith('/metrics?');

/**
 * What a data reply needs of the page's headers: its own policy, nosniff, same-origin resources only, the
 * referrer rule (for a redirect) and HSTS. The headers that only mean something for a document (framing,
 * opener, agent cluster, DNS prefetch, legacy XSS and download switches) stay off, so the hot reads send
 * less: a reply carries a third of the header bytes it did.
 */
function apiHeaders(page: Record<string, string>): Record<string, string> {
  return { 'content-security-policy': API_POLICY, ...codeHeaders(page) };
}

/**
 * The headers Helmet sets with these options, worked out once on a private instance: registered on the
 * app, @fastify/helmet builds Helmet's middleware and parses the policy again for every request.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  // At the handler, a reply holds only what the onRequest hooks (Helmet's) set.
  probe.get('/', async (_request, reply) => reply.getHeaders());
  const headers = (await probe.inject({ url: '/' })).json() as Record<string, string>;
  await probe.close();
  return headers;
}
