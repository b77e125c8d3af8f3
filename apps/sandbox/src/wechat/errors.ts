import type { FastifyReply } from 'fastify';

/** WeChat's error catalogue as the sandbox uses it; messages as WeChat writes them. */
export const wxErrors = {
  systemError: [-1, 'system error'],
  invalidCredential: [40001, 'invalid credential, access_token is invalid or not latest'],
  invalidGrantType: [40002, 'invalid grant_type'],
  invalidOpenid: [40003, 'invalid openid'],
  invalidAppid: [40013, 'invalid appid'],
  invalidCode: [40029, 'invalid code'],
  invalidRefreshToken: [40030, 'invalid refresh_token'],
  invalidArgs: [40097, 'invalid args'],
  codeUsed: [40163, 'code been used'],
  invalidAppsecret: [40125, 'invalid appsecret'],
  accessTokenMissing: [41001, 'access_token missing'],
  appidMissing: [41002, 'appid missing'],
  appsecretMissing: [41004, 'appsecret missing'],
  codeMissing: [41008, 'missing code'],
  openidMissing: [41009, 'missing openid'],
  accessTokenExpired: [42001, 'access_token expired'],
  refreshTokenExpired: [42002, 'refresh_token expired'],
  dataFormatError: [47001, 'data format error'],
  apiUnauthorized: [48001, 'api unauthorized'],
} as const satisfies Record<string, readonly [number, string]>;

export type WxErrorName = keyof typeof wxErrors;

/** Thrown by the sandbox's WeChat logic; turned into WeChat's HTTP 200 error body. */
export class WxError extends Error {
  readonly errcode: number;
  constructor(readonly key: WxErrorName) {
    const [errcode, errmsg] = wxErrors[key];
    super(errmsg);
    this.errcode = errcode;
  }
}

/** WeChat answers every API failure with HTTP 200 and `{errcode, errmsg}`. */
export function sendWxError(reply: FastifyReply, name: WxErrorName): FastifyReply {
  const [errcode, errmsg] = wxErrors[name];
  return reply.code(200).send({ errcode, errmsg });
}

/** Runs a WeChat API handler, answering a WxError the way WeChat does. */
export async function wxApi<T>(reply: FastifyReply, handler: () => T | Promise<T>): Promise<T | FastifyReply> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof WxError) return sendWxError(reply, error.key);
    throw error;
  }
}
