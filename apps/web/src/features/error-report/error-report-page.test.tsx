import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import ErrorReportPage, { parseQuestionId, safeFrom } from './error-report-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(url: string, ...replies: Response[]) {
  const fetch = vi.fn(async () => replies.shift() ?? reply(200, { code: 200, status: 1, msg: 'ok', data: { id: 1 } }));
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(
    [
      { path: '/submitError', element: <ErrorReportPage /> },
      { path: '/ke', element: <p>hub</p> },
      { path: '/ke/practice', element: <p>practice</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetch, router };
}

const textarea = () => screen.getByRole('textbox') as HTMLTextAreaElement;
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
  });
};

describe('the error report page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads only safe parameters', () => {
    expect(parseQuestionId('123')).toBe(123);
    expect(parseQuestionId('0')).toBeUndefined();
    expect(parseQuestionId('12a')).toBeUndefined();
    expect(safeFrom('/ke/practice?x=1')).toBe('/ke/practice?x=1');
    expect(safeFrom('//evil.example')).toBeUndefined();
    expect(safeFrom('https://evil.example')).toBeUndefined();
  });

  it('asks for a kind and two characters before sending, then shows server field errors keeping the text', async () => {
    useButtonClock();
    const { fetch } = setup(
      '/submitError?question_id=123',
      reply(400, { code: 400, status: 0, msg: '参数错误', data: { errors: { content: '内容不合适' } } }),
    );
    expect(screen.getByText('题目编号 123')).toBeTruthy();
    await submit();
    expect(screen.getByText('请选择错误类型')).toBeTruthy();
    expect(screen.getByText('请至少填写 2 个字')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await waitOutButtonPause();

    fireEvent.click(screen.getByRole('radio', { name: '解析有误' }));
    fireEvent.change(textarea(), { target: { value: '  解析写错了  ' } });
    expect(screen.getByText('9/500')).toBeTruthy();
    await submit();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(
      new URLSearchParams({ question_id: '123', kind: 'explanation', content: '解析写错了' }).toString(),
    );
    expect(await screen.findByText('内容不合适')).toBeTruthy();
    expect(textarea().value).toBe('  解析写错了  ');
  });

  it('sends a general report as "other" and thanks, going back to `from`', async () => {
    const { fetch, router } = setup('/submitError?from=/ke/practice');
    expect(screen.queryByText(/题目编号/)).toBeNull();
    expect((screen.getByRole('radio', { name: '其他' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(textarea(), { target: { value: '页面打不开' } });
    await submit();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('感谢你的反馈')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '返回' }));
    });
    expect(router.state.location.pathname).toBe('/ke/practice');
  });
});
