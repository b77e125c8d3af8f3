import type { TestApp } from './test-app';

/** An /api/ops call with the operator token `token`; a body is sent as JSON text, as the CLI does. */
export const opsRequest = (t: TestApp, token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/ops${url}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
