import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, buildQuery } from './api';
import { ApiError } from './api-error';
import { loadSession, useSession } from './session';
import { write, writeLoginStatus } from './storage';

vi.mock('./toast', () => ({ toast: vi.fn() }));
const { toast } = await import('./toast');

function reply(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('the API client', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(toast).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds access-token and did to every query when known, never over a caller did', () => {
    const session = { status: 2 as const, token: 'tok', hashId: 'ref123' };
    expect(buildQuery({ a: 1 }, session).toString()).toBe('a=1&access-token=tok&did=ref123');
    expect(buildQuery({ did: 'mine12' }, session).get('did')).toBe('mine12');
    expect(buildQuery(undefined, { status: 0 }).toString()).toBe('');
  });

  it('GETs with the query and resolves with data of a success envelope', async () => {
    const fetch = reply(200, { code: 200, status: 1, msg: 'ok', data: { city: { id: 1, title: 'x' }, fields: [] } });
    vi.stubGlobal('fetch', fetch);
    const data = await api('GET /v1/user/top-info', { query: { city_id: 3 } });
    expect(data.fields).toEqual([]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/top-info?city_id=3');
    expect(init.method).toBe('GET');
  });

  it('POSTs a form-encoded body, with the token in the query', async () => {
    writeLoginStatus(2);
    write('accessToken', 'tok');
    loadSession();
    const fetch = reply(200, { code: 200, status: 1, msg: 'ok', data: {} });
    vi.stubGlobal('fetch', fetch);
    await api('POST /v1/user/update-field', { body: { field_id: 7 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/update-field?access-token=tok');
    expect(init.body).toBe('field_id=7');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('rejects with the message and the per-field errors of a 400', async () => {
    vi.stubGlobal(
      'fetch',
      reply(400, { code: 400, status: 0, msg: '参数有误', data: { errors: { nickname: '太长' } } }),
    );
    const error = await api('POST /v1/user/up-info', { body: { nickname: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(400);
    expect((error as ApiError).errors).toEqual({ nickname: '太长' });
  });

  it('shows the server-error toast on a 500', async () => {
    vi.stubGlobal('fetch', reply(500, { code: 500, status: 0, msg: 'x', data: null }));
    await expect(api('GET /v1/user/base')).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledWith('服务器内部错误，请联系客服！', 'fail');
  });

  it('logs out on a 401 to a call made with a token', async () => {
    writeLoginStatus(2);
    write('accessToken', 'tok');
    write('loginCount', 9); // past the reload limit: no reload in a test
    loadSession();
    vi.stubGlobal('fetch', reply(401, { code: 401, status: 0, msg: '请先登录', data: null }));
    await expect(api('GET /v1/user/base')).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().status).toBe(0);
    expect(localStorage.getItem('Access-Token')).toBeNull();
  });

  it('turns a network failure into a readable error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await api('GET /config').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(0);
    expect(error.message).toMatch(/网络/);
  });
});
