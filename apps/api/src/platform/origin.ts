import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * Where people reach us, for every link the server writes (share links, QR codes, poster codes, payment
 * notification URLs): PUBLIC_URL when set, else the address this server listens on. Never the request's
 * Host or X-Forwarded-Host: the client chooses those, and a link built from them (cached publicly, like a QR
 * code) would send people to whatever host an attacker named.
 */
export function publicOrigin(config: Config, from: { server: FastifyInstance }): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  return listenOrigin(config, from.server);
}

/** `http://<address>:<port>` as bound; bound to every interface, it reads as localhost (the README's address). */
function listenOrigin(config: Config, app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  const bound = address?.address ?? config.host;
  const host = bound === '0.0.0.0' || bound === '::' || bound === '' ? 'localhost' : bound;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address?.port ?? config.port}`;
}

/**
 * Paths a request may reach under another host name while PUBLIC_URL is set: health and metrics probes
 * (a load balancer or Prometheus asks by address), the operator API (its commands call 127.0.0.1 on the
 * server's own machine) and the mounted sandbox (the API calls it over loopback).
 */
const ANY_HOST = [/^\/api\/healthz(?:\?|$)/, /^\/metrics(?:\?|$)/, /^\/api\/ops\//, /^\/sandbox(?:\/|\?|$)/];

/**
 * With PUBLIC_URL set, a request naming another host is refused (a DNS-rebinding page, a poisoned cache, a
 * crafted Host): the API answers 421, a page is sent to the same path on PUBLIC_URL.
 */
export function registerHostCheck(app: FastifyInstance, config: Config): void {
  if (!config.publicUrl) return;
  const publicUrl = new URL(config.publicUrl);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.host.toLowerCase() === publicUrl.host) return;
    if (ANY_HOST.some((path) => path.test(request.url))) return;
    if (request.method === 'GET' && !request.url.startsWith('/api/')) {
      // Joined as text: resolving "//other.host/…" against the origin would leave it.
      return reply.redirect(`${publicUrl.origin}${request.url}`, 308);
    }
    throw new AppError(421, 'wrong_host', { origin: publicUrl.origin });
  });
}
