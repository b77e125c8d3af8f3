import { z } from 'zod';

/**
 * GET /api/v1/qr?url=…[&size=]: a PNG of a QR code holding `url`, for places where a canvas cannot be
 * exported (WeChat's browser on some phones). Not JSON, so not one of the `endpoints`: the server
 * validates the query with this schema and answers image/png, or a 400 envelope naming the field.
 * Only links to this app are made: its own origin (PUBLIC_URL, else the request's host) or a path on
 * it ("/poster-info/3?did=…"); any other site is refused.
 */
export const QR_PATH = '/v1/qr';
export const QR_MIN_SIZE = 64;
export const QR_MAX_SIZE = 1024;
export const QR_DEFAULT_SIZE = 256;

export const QrQuery = z.object({
  url: z.string().trim().min(1).max(1024),
  /** The image's width and height in pixels. */
  size: z.coerce.number().int().min(QR_MIN_SIZE).max(QR_MAX_SIZE).default(QR_DEFAULT_SIZE),
});
