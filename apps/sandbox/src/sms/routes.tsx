import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { param } from '../lib/query';
import { sendPage } from '../pages/render';
import { checkAcs3Request } from './acs3-request';
import { InboxPage } from './inbox-page';
import type { Outbox } from './outbox';
import { PopError, requestId } from './pop';
import { checkRpcRequest } from './rpc-request';
import { mobile, sendSms } from './send-sms';

export interface SmsSandboxOptions {
  /** Where the routes are mounted, e.g. `/sandbox` (the API base is `<prefix>/sms`). */
  prefix: string;
  now: () => number;
  outbox: Outbox;
  /** The one AccessKey pair the sandbox's "account" has. */
  accessKeyId: string;
  accessKeySecret: string;
}

/**
 * The query's and the form's parameters together, as Aliyun reads them on a POST (its own SDK sends
 * them all in the query, with an empty body). Each name once: Aliyun signs each name once.
 */
function paramsOf(...sources: URLSearchParams[]): Record<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of sources.flatMap((source) => [...source])) {
    if (out.has(key)) throw new PopError(400, 'InvalidParameter', `Specified parameter ${key} is not valid.`);
    out.set(key, value);
  }
  return Object.fromEntries(out);
}

/** Checks the signature, V3 when there is an Authorization header and V1 otherwise, then sends. */
function callSendSms(opts: SmsSandboxOptions, request: FastifyRequest, query: URLSearchParams, reply: FastifyReply) {
  try {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const params = paramsOf(query, new URLSearchParams(body.toString('utf8')));
    const call =
      request.headers.authorization === undefined
        ? checkRpcRequest(opts, request.method, params)
        : checkAcs3Request(opts, { method: request.method, headers: request.headers, query: [...query], body });
    const outcome = sendSms(opts.outbox, call, params);
    return reply.code(outcome.status).send(outcome.body);
  } catch (error) {
    if (!(error instanceof PopError)) throw error;
    return reply.code(error.status).send({
      RequestId: requestId(),
      HostId: 'dysmsapi.aliyuncs.com',
      Code: error.code,
      Message: error.message,
      Recommend: 'https://api.aliyun.com/troubleshoot',
    });
  }
}

const formType = 'application/x-www-form-urlencoded';

/**
 * Aliyun SendSms under `<prefix>/sms/`, signed with V1 (the parameters in the query, the form or both;
 * GET or POST) or V3 (an ACS3-HMAC-SHA256 Authorization header), the inbox page at `<prefix>/sms`
 * listing what was sent, newest first, and its JSON for tests. The API enforces the 1/min, 5/h,
 * 10/day flow control itself before calling; the provider's own refusals are scripted per number
 * through `POST <prefix>/sms/next-error`.
 */
export function smsRoutes(app: FastifyInstance, opts: SmsSandboxOptions): void {
  const api = (request: FastifyRequest, reply: FastifyReply) => {
    const at = request.url.indexOf('?');
    const query = new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
    // A person opening the address sees the inbox; a signed call gets Aliyun's answer.
    const signed = query.has('Action') || query.has('Signature') || request.headers.authorization !== undefined;
    if (request.method === 'GET' && !signed) {
      const phone = query.get('phone')?.trim() || undefined;
      return sendPage(reply, <InboxPage prefix={opts.prefix} phone={phone} messages={opts.outbox.list(phone)} />);
    }
    return callSendSms(opts, request, query, reply);
  };
  app.register(async (scope) => {
    // V3 signs a hash of the body's exact bytes, so SendSms reads its form itself; Aliyun's RPC
    // actions take no other body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(formType, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const path of ['/sms', '/sms/']) {
      scope.get(path, api);
      scope.post(path, api);
    }
  });

  app.get('/sms/messages', async (request) => {
    const phone = param(request.query, 'phone')?.trim() || undefined;
    return {
      messages: opts.outbox.list(phone).map((m) => ({
        phone: m.phone,
        code: m.params.code ?? null,
        sign_name: m.signName,
        template_code: m.templateCode,
        template_param: m.params,
        biz_id: m.bizId,
        out_id: m.outId,
        sent_at: new Date(m.sentAt).toISOString(),
      })),
    };
  });

  app.post('/sms/next-error', async (request, reply) => {
    const body = request.body ?? {};
    const phone = mobile(param(body, 'phone') ?? '');
    const code = param(body, 'code') ?? '';
    if (!phone || !/^isv\.[A-Z_]+$/.test(code)) {
      return reply.code(400).send({ ok: false, error: 'phone (a mainland mobile) and code (isv.…) are required' });
    }
    opts.outbox.scriptError(phone, code, param(body, 'message') ?? code);
    return { ok: true };
  });
}
