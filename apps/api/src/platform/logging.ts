import type { FastifyServerOptions } from 'fastify';

/**
 * What must not reach the logs from a URL: secrets (the session token, WeChat's one-time code) and
 * personal data (a phone number, where the phone is).
 */
const secretParams = /([?&](?:access-token|access_token|code|secret|phone|location)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(secretParams, '$1[redacted]');
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
