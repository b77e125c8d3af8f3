import type { FastifyServerOptions } from 'fastify';

/**
 * URL parameters whose values must not reach the logs, by name (read decoded, any case), in one rule:
 * - secrets: session and WeChat tokens and tickets, one-time codes, keys, signatures, passwords; Aliyun's
 *   TemplateParam carries the SMS code;
 * - where a person is: coordinates (`location`, `lng`/`lat`, a route's `points`, AMap's `origin`,
 *   `destination`, `waypoints` and a static map's `markers` and `paths`), an address, an IP address;
 * - who a person is: a phone (Aliyun's PhoneNumbers), e-mail, names (`name`, `real_name`, `nickname`),
 *   identity-card numbers, WeChat's openid and unionid, and `q`, the searches for a person by name or by part
 *   of a phone (the console's users and orders, a coach's students).
 * Ids of rows, pages, kinds and place names (`city`, `district`, `keyword`) stay readable.
 */
const sensitiveParam = new RegExp(
  [
    'token|ticket|secret|signature|password|templateparam|accesskey|^(?:key|sign)$|(?:^|[_-])code$',
    'location|^(?:lng|lat|longitude|latitude|points|origin|destination|waypoints|markers|paths|address|ip)$',
    'phone|mobile|e-?mail|name$|id_?(?:card|no)|openid|unionid|^q$',
  ].join('|'),
  'i',
);

/** A mainland mobile number, with or without its country code, wherever it stands. */
const phoneNumber = /(?<!\d)(?:0086|86)?1[3-9]\d{9}(?!\d)/g;

const decoded = (name: string): string => {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
};

/** Phone numbers out of any text that reaches the logs. */
export function redactText(text: string): string {
  return text.replace(phoneNumber, '[phone]');
}

/** A URL as it may be logged: sensitive parameters emptied (names read decoded: `access%2Dtoken`), phone numbers out. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactText(url);
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return sensitiveParam.test(decoded(name)) ? `${name}=[redacted]` : pair;
    });
  return redactText(`${url.slice(0, q)}?${params.join('&')}`);
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * An error as logged: its type, message, stack, own fields and cause, without a failed query's parameters
 * (drizzle puts them in the message and in `params`: phone numbers, openids, names) and without phone numbers.
 */
export function errorForLog(error: Error, depth = 0): LoggedError {
  const { params: _params, cause, ...fields } = error as Error & Record<string, unknown>;
  const message = redactText(error.message.replace(/\nparams: [\s\S]*$/, ''));
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  const logged: LoggedError = {
    ...fields,
    type: error.constructor.name,
    message,
    stack: `${error.name}: ${message}${frames >= 0 ? redactText(error.stack?.slice(frames) ?? '') : ''}`,
  };
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') logged[key] = redactText(value);
  }
  if (cause instanceof Error && depth < 3) logged.cause = errorForLog(cause, depth + 1);
  else if (cause !== undefined) logged.cause = cause;
  return logged;
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
      err: errorForLog,
    },
  };
}
