import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, type S3Account, type S3Request } from './authenticate';
import { bucketOperation } from './bucket-ops';
import type { Buckets } from './buckets';
import { objectOperation, type S3Reply } from './object-ops';
import { readPayload } from './payload';
import { errorXml, newRequestIds, noSuchBucket, S3Error, unsupported } from './s3-error';

export interface S3SandboxOptions {
  /** Where the sandbox is mounted, e.g. `/sandbox`: the S3 endpoint is `<prefix>/s3`. */
  prefix: string;
  now: () => number;
  buckets: Buckets;
  account: S3Account;
}

/** The largest single PUT the stand-in takes (S3's is 5 GB; a sandbox has no use for that). */
export const MAX_OBJECT_BYTES = 64 * 1024 * 1024;

const decode = (text: string, rawPath: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new S3Error(400, 'InvalidURI', "Couldn't parse the specified URI.", [['URI', rawPath]]);
  }
};

/** Path-style addressing: `<base>/<bucket>/<key>`, the key decoded once; the query decoded, in order. */
function parseTarget(url: string, base: string) {
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const query = (q < 0 ? '' : url.slice(q + 1))
    .split('&')
    .filter(Boolean)
    .map((pair): [string, string] => {
      const eq = pair.indexOf('=');
      return eq < 0
        ? [decode(pair, rawPath), '']
        : [decode(pair.slice(0, eq), rawPath), decode(pair.slice(eq + 1), rawPath)];
    });
  const rest = rawPath.slice(base.length + 1);
  const slash = rest.indexOf('/');
  const bucket = decode(slash < 0 ? rest : rest.slice(0, slash), rawPath);
  const key = slash < 0 ? '' : decode(rest.slice(slash + 1), rawPath);
  return { rawPath, query, bucket, key };
}

/** Headers by lower-case name from the raw list, repeated ones joined with ',' as SigV4 signs them. */
function headerMap(raw: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    const value = raw[i + 1] as string;
    out[name] = name in out ? `${out[name]},${value}` : value;
  }
  return out;
}

function sendError(reply: FastifyReply, method: string, error: S3Error, ids: { requestId: string; hostId: string }) {
  reply.code(error.status);
  // HEAD answers carry no body, errors included: the status is all a client gets.
  if (method === 'HEAD') return reply.send();
  return reply.type('application/xml').send(errorXml(error, ids));
}

/**
 * Amazon S3's REST API under `<prefix>/s3`, path-style (`<prefix>/s3/<bucket>/<key>`): PutObject, GetObject
 * (with a Range), HeadObject, DeleteObject, CreateBucket and HeadBucket, every request signed with AWS
 * Signature Version 4 in its Authorization header or presigned in its query (expiry enforced), errors as
 * S3's XML. The mount path is part of the path the client signs: point an SDK at
 * `http://<host>:<port><prefix>/s3` with path-style addressing.
 */
export function s3Routes(app: FastifyInstance, opts: S3SandboxOptions): void {
  const base = `${opts.prefix}/s3`;

  async function dispatch(request: FastifyRequest): Promise<S3Reply> {
    const target = parseTarget(request.url, base);
    const headers = headerMap(request.raw.rawHeaders);
    const signed: S3Request = { method: request.method, rawPath: target.rawPath, query: target.query, headers };
    const { payloadHash } = authenticate(opts.account, signed, opts.now());
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const payload = readPayload(headers, body, payloadHash);
    const query = new Map(target.query);
    if (!target.bucket) throw unsupported(`${request.method} /`);
    if (!target.key) {
      const bucketRequest = { method: request.method, bucket: target.bucket, query, body: payload.data };
      return bucketOperation(opts.buckets, { ...bucketRequest, region: opts.account.region });
    }
    if (!(await opts.buckets.exists(target.bucket))) throw noSuchBucket(target.bucket);
    const { bucket, key } = target;
    return objectOperation(opts.buckets, {
      method: request.method,
      bucket,
      key,
      query,
      headers,
      payload,
      now: opts.now(),
    });
  }

  app.register(async (scope) => {
    // Objects are bytes of any type, and SigV4 signs exactly the bytes sent: nothing is parsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_OBJECT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
      if (!tooLarge) request.log.error({ err: error }, 'sandbox S3 handler failed');
      const s3Error = tooLarge
        ? new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', [
            ['ProposedSize', request.headers['content-length'] ?? ''],
            ['MaxSizeAllowed', String(MAX_OBJECT_BYTES)],
          ])
        : new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.');
      return sendError(reply, request.method, s3Error, newRequestIds());
    });

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const ids = newRequestIds();
      reply.header('x-amz-request-id', ids.requestId).header('x-amz-id-2', ids.hostId).header('server', 'AmazonS3');
      try {
        const answer = await dispatch(request);
        reply.code(answer.status).headers(answer.headers);
        return reply.send(answer.body);
      } catch (error) {
        if (!(error instanceof S3Error)) throw error;
        return sendError(reply, request.method, error, ids);
      }
    };
    for (const url of ['/s3', '/s3/', '/s3/:bucket', '/s3/:bucket/*']) {
      scope.route({ method: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'], url, handler });
    }
  });
}
