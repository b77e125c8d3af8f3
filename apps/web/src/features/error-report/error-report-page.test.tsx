import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type StubFailure, stub, stubApi } from '../../test/api-stub';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import ErrorReportPage, { parseQuestionId, safeFrom } from './error-report-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

/** The server's answers to successive reports; once used up, each is stored. */
function setup(url: string, ...replies: StubFailure[]) {
  const api = stubApi(stub('POST /v1/lesson/submit-erro', () => replies.shift() ?? { id: 1 }));
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
  return { api, router };
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
    const { api } = setup('/submitError?question_id=123', fail(400, '参数错误', { errors: { content: '内容不合适' } }));
    expect(screen.getByText('题目编号 123')).toBeTruthy();
    await submit();
    expect(screen.getByText('请选择错误类型')).toBeTruthy();
    expect(screen.getByText('请至少填写 2 个字')).toBeTruthy();
    expect(api.calls()).toHaveLength(0);
    await waitOutButtonPause();

    fireEvent.click(screen.getByRole('radio', { name: '解析有误' }));
    fireEvent.change(textarea(), { target: { value: '  解析写错了  ' } });
    expect(screen.getByText('9/500')).toBeTruthy();
    await submit();
    expect(api.calls()).toHaveLength(1);
    expect(api.calls('POST /v1/lesson/submit-erro')[0]?.body).toEqual({
      question_id: '123',
      kind: 'explanation',
      content: '解析写错了',
    });
    expect(await screen.findByText('内容不合适')).toBeTruthy();
    expect(textarea().value).toBe('  解析写错了  ');
  });

  it('sends a general report as "other" and thanks, going back to `from`', async () => {
    const { api, router } = setup('/submitError?from=/ke/practice');
    expect(screen.queryByText(/题目编号/)).toBeNull();
    expect((screen.getByRole('radio', { name: '其他' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(textarea(), { target: { value: '页面打不开' } });
    await submit();
    expect(api.calls()).toHaveLength(1);
    expect(await screen.findByText('感谢你的反馈')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '返回' }));
    });
    expect(router.state.location.pathname).toBe('/ke/practice');
  });
});
