import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from '../../lib/message-poller';
import { useSession } from '../../lib/session';
import { stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import MessagesPage from './messages-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const message = (id: number, body: string, fromMe = false) => ({
  id,
  booking_id: 41,
  from_me: fromMe,
  body,
  created_at: '2026-12-01T06:00:00Z',
});

/** The other side's messages as the server holds them; the page asks for those after an id. */
let serverMessages: ReturnType<typeof message>[] = [];
const asked: number[] = [];
let visibility: DocumentVisibilityState = 'visible';

function setup() {
  stubApi(
    stub('POST /v1/pin/messages', ({ body }) => {
      const sent = message(100 + serverMessages.length, String(body.body ?? ''), true);
      serverMessages.push(sent);
      return sent;
    }),
    stub('GET /v1/pin/messages', ({ query }) => {
      const after = Number(query.get('after'));
      asked.push(after);
      return { list: serverMessages.filter((m) => m.id > after), other: { nickname: '王教练', head_portrait: '' } };
    }),
    stub('GET /v1/pin/conversations', { list: [], unread: 0 }),
  );
  renderRoutes([{ path: '/pin/message', element: <MessagesPage /> }], '/pin/message?booking_id=41');
}

const texts = () => screen.queryAllByTestId('chat-message').map((el) => el.querySelector('p')?.textContent);
const setVisibility = (state: DocumentVisibilityState) =>
  act(() => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe("a booking's conversation ('/pin/message?booking_id=')", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serverMessages = [message(1, '您好，我在东出口')];
    asked.length = 0;
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    useSession.setState({ status: 2, token: 'tok-1' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows new messages as they come, every 3 s while visible, not while hidden', async () => {
    setup();
    await waitFor(() => expect(texts()).toEqual(['您好，我在东出口']));
    expect(screen.getByTestId('chat-other').textContent).toBe('王教练');
    expect(asked).toEqual([0]);

    serverMessages.push(message(2, '好的，6点40见'));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(texts()).toEqual(['您好，我在东出口', '好的，6点40见']));
    expect(asked).toEqual([0, 1]);

    // Hidden: no asking; shown again: at once.
    await setVisibility('hidden');
    serverMessages.push(message(3, '到了吗？'));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 5));
    expect(asked).toEqual([0, 1]);
    await setVisibility('visible');
    await waitFor(() => expect(texts()).toHaveLength(3));
    expect(asked).toEqual([0, 1, 2]);

    // What I send shows at once, once.
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '马上到' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('chat-send'));
    });
    await waitFor(() => expect(texts().at(-1)).toBe('马上到'));
    expect((screen.getByTestId('chat-input') as HTMLInputElement).value).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(texts().filter((t) => t === '马上到')).toHaveLength(1);
  });
});
