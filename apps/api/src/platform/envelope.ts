import type { Envelope } from '@xueche/contract';

export function ok<T>(data: T): Envelope<T> {
  return { code: 200, status: 1, msg: 'ok', data };
}

export function fail(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, status: 0, msg, data };
}
