import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { ProfileCard } from './profile-card';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

function show(head_portrait: string) {
  useSession.setState({
    status: 2,
    token: 'tok-1',
    user: { id: 1, uid: '20260001', nickname: '李同学', head_portrait, user_type: 1, field: 0, is_gzh: 1 },
  } as never);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileCard />
    </QueryClientProvider>,
  );
  return screen.getByTestId('avatar');
}

describe("the centre's profile card", () => {
  afterEach(() => {
    cleanup();
    useSession.setState({ status: 0, token: undefined, user: undefined } as never);
  });

  it('shows the WeChat head image, over https on WeChat’s image hosts', () => {
    const avatar = show('http://thirdwx.qlogo.cn/mmopen/vi_32/abc/132');
    expect(avatar.tagName).toBe('IMG');
    expect(avatar.getAttribute('src')).toBe('https://thirdwx.qlogo.cn/mmopen/vi_32/abc/132');
  });

  it('falls back to the first character of the name without a picture, or when it will not load', () => {
    expect(show('').textContent).toBe('李');
    cleanup();
    const img = show('/sandbox/wechat/avatar/c3-674e.svg');
    expect(img.getAttribute('src')).toBe('/sandbox/wechat/avatar/c3-674e.svg');
    fireEvent.error(img);
    expect(screen.getByTestId('avatar').tagName).toBe('SPAN');
    expect(screen.getByTestId('avatar').textContent).toBe('李');
  });
});
