import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { param } from '../lib/query';
import { sendPage } from '../pages/render';
import { InboxPage } from './inbox-page';
import type { Outbox } from './outbox';
import { signatureMatches } from './signature';

export interface SmsSandboxOptions {
  /** Where the routes are mounted, e.g. `/sandbox` (the API base is `<prefix>/sms`). */
  prefix: string;
  now: () => number;
  outbox: Outbox;
  /** The one AccessKey pair the sandbox's "account" has. */
  accessKeyId: string;
  accessKeySecret: string;
}

/** Aliyun refuses a Timestamp more than 15 minutes from its clock. */
const SKEW_MS = 15 * 60_000;

/** A request-level refusal: Aliyun's POP error body with a 4xx status. */
class PopError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const requestId = () => randomUUID().toUpperCase();

/**
 * The query's and the form's parameters together, as Aliyun reads them on a POST (its own SDK sends
 * them all in the query, with an empty body). Each name once: Aliyun signs each name once.
 */
function paramsOf(...sources: unknown[]): Record<string, string> {
  const out = new Map<string, string>();
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      if (Array.isArray(value) || out.has(key)) {
        throw new PopError(400, 'InvalidParameter', `Specified parameter ${key} is not valid.`);
      }
      if (typeof value === 'string') out.set(key, value);
    }
  }
  return Object.fromEntries(out);
}

const required = (params: Record<string, string>, name: string): string => {
  const value = params[name];
  if (!value) throw new PopError(400, `Missing${name}`, `${name} is mandatory for this action.`);
  return value;
};

/** A mainland mobile number, with or without the country code; null when it is not one. */
function mobile(text: string): string | null {
  const digits = text.trim().replace(/^(\+86|0086|86)(?=1\d{10}$)/, '');
  return /^1[3-9]\d{9}$/.test(digits) ? digits : null;
}

type Outcome = { status: number; body: Record<string, unknown> };

/** The SendSms action (dysmsapi 2017-05-25): checks as Aliyun does, then "delivers" to the outbox. */
function sendSms(opts: SmsSandboxOptions, method: string, params: Record<string, string>): Outcome {
  const RequestId = requestId();
  const business = (Code: string, Message: string): Outcome => ({ status: 200, body: { Code, Message, RequestId } });

  for (const name of ['AccessKeyId', 'Signature', 'SignatureMethod', 'SignatureNonce', 'SignatureVersion']) {
    required(params, name);
  }
  const timestamp = required(params, 'Timestamp');
  const version = required(params, 'Version');
  const action = required(params, 'Action');
  if (params.SignatureMethod !== 'HMAC-SHA1') {
    throw new PopError(400, 'InvalidSignatureMethod', 'Specified signature method is not valid.');
  }
  if (params.SignatureVersion !== '1.0') {
    throw new PopError(400, 'InvalidSignatureVersion', 'Specified signature version is not valid.');
  }
  if (params.AccessKeyId !== opts.accessKeyId) {
    throw new PopError(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(timestamp) || Number.isNaN(Date.parse(timestamp))) {
    throw new PopError(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
  }
  if (Math.abs(Date.parse(timestamp) - opts.now()) > SKEW_MS) {
    throw new PopError(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
  }
  if (!signatureMatches(method, params, opts.accessKeySecret, params.Signature ?? '')) {
    throw new PopError(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
  }
  if (!opts.outbox.claimNonce(params.SignatureNonce ?? '')) {
    throw new PopError(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
  }
  if (version !== '2017-05-25') throw new PopError(400, 'InvalidVersion', 'Specified parameter Version is not valid.');
  if (action !== 'SendSms') {
    throw new PopError(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
  }

  const phones = required(params, 'PhoneNumbers').split(',');
  const signName = required(params, 'SignName');
  const templateCode = required(params, 'TemplateCode');
  const numbers = phones.map(mobile);
  if (phones.length > 1000 || numbers.some((n) => n === null))
    return business('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
  if (!/^SMS_\d{6,12}$/.test(templateCode)) return business('isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
  let templateParams: Record<string, string> = {};
  if (params.TemplateParam !== undefined) {
    try {
      const parsed: unknown = JSON.parse(params.TemplateParam);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      if (Object.values(parsed).some((v) => typeof v !== 'string')) throw new Error('not strings');
      templateParams = parsed as Record<string, string>;
    } catch {
      return business('isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
  }
  // The sandbox's two templates: a verification code (您的验证码为${code}，5分钟内有效。) and a notice
  // (您有新的${event}：${detail}), told apart by their variables.
  const complete = templateParams.code || (templateParams.event && templateParams.detail);
  if (!complete) return business('isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量');
  for (const phone of numbers as string[]) {
    const scripted = opts.outbox.takeScripted(phone);
    if (scripted) return business(scripted.code, scripted.message);
  }
  let bizId = '';
  for (const phone of numbers as string[]) {
    bizId = opts.outbox.deliver({
      phone,
      signName,
      templateCode,
      params: templateParams,
      outId: params.OutId ?? null,
    }).bizId;
  }
  return { status: 200, body: { Code: 'OK', Message: 'OK', BizId: bizId, RequestId } };
}

function answer(opts: SmsSandboxOptions, method: string, sources: unknown[], reply: FastifyReply): FastifyReply {
  try {
    const outcome = sendSms(opts, method, paramsOf(...sources));
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

/**
 * Aliyun SendSms under `<prefix>/sms/` (GET with a signed query, or POST with signed parameters in the
 * query, the form or both), the
 * inbox page at `<prefix>/sms` listing what was sent, newest first, and its JSON for tests.
 * The API enforces the 1/min, 5/h, 10/day flow control itself before calling; the provider's own
 * refusals are scripted per number through `POST <prefix>/sms/next-error`.
 */
export function smsRoutes(app: FastifyInstance, opts: SmsSandboxOptions): void {
  const api = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    if (request.method === 'POST') return answer(opts, 'POST', [query, request.body], reply);
    // A person opening the address sees the inbox; a signed call gets Aliyun's answer.
    if (query.Action === undefined && query.Signature === undefined) {
      const phone = param(query, 'phone')?.trim() || undefined;
      return sendPage(reply, <InboxPage prefix={opts.prefix} phone={phone} messages={opts.outbox.list(phone)} />);
    }
    return answer(opts, 'GET', [query], reply);
  };
  app.get('/sms', api);
  app.get('/sms/', api);
  app.post('/sms', api);
  app.post('/sms/', api);

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
