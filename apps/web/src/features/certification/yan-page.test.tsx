import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { useSession } from '../../lib/session';
import { stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import YanPage from './yan-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

type Crede = ApiData<'GET /v2/crede/info'>;

const verified: Crede = {
  verified: true,
  state: 'verified',
  name: '张*明',
  school: '海淀驾校',
  photo: '/api/files/portraits/0123456789abcdef0123456789abcdef.jpg',
  certified_at: '2026-05-06T02:00:00Z',
};

function setup(url: string, answer: () => Crede) {
  const { fetch } = stubApi(stub('GET /v2/crede/info', answer));
  renderRoutes([{ path: '/yan', element: <YanPage /> }], url);
  return { fetch };
}

describe("the coach check ('/yan')", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says in big green letters that a certified coach is certified, with name, school and photo', async () => {
    // Opened without login: no token in the session.
    useSession.setState({ status: 0, token: undefined, hashId: undefined });
    const { fetch } = setup('/yan?did=CoachDid1234', () => verified);
    const result = await screen.findByTestId('yan-result');
    expect(result.dataset.verified).toBe('true');
    expect(result.textContent).toContain('已认证教练');
    expect(screen.getByText('张*明')).toBeTruthy();
    expect(screen.getByText('海淀驾校')).toBeTruthy();
    expect(screen.getByText('2026-05-06')).toBeTruthy();
    expect(screen.getByRole('img', { name: '教练照片' }).getAttribute('src')).toBe(verified.photo);
    const asked = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x');
    expect(asked.searchParams.get('did')).toBe('CoachDid1234');
    expect(asked.searchParams.has('access-token')).toBe(false);
  });

  it('says plainly when the coach is not certified, or not a coach at all', async () => {
    // A comma list of hash ids keeps the last one (docs/product.md#input-and-display-rules).
    const { fetch } = setup('/yan?did=abcd1,CoachDid1234', () => ({
      ...verified,
      verified: false,
      state: 'not_certified',
      photo: null,
      certified_at: null,
    }));
    const result = await screen.findByTestId('yan-result');
    expect(result.dataset.verified).toBe('false');
    expect(result.textContent).toContain('未通过认证');
    expect(result.textContent).toContain('不要向其付款');
    expect(screen.getByText('张*明')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(new URL(String(fetch.mock.calls[0]?.[0]), 'http://x').searchParams.get('did')).toBe('CoachDid1234');
    cleanup();

    setup('/yan?did=Nobody12345', () => ({
      verified: false,
      state: 'not_coach',
      name: null,
      school: null,
      photo: null,
      certified_at: null,
    }));
    const notCoach = await screen.findByTestId('yan-result');
    expect(notCoach.dataset.verified).toBe('false');
    expect(notCoach.textContent).toContain('不是平台认证教练');
    expect(screen.queryByTestId('yan-coach')).toBeNull();
  });

  it('calls a link without a did invalid, without asking the server', async () => {
    const { fetch } = setup('/yan', () => verified);
    const result = await screen.findByTestId('yan-result');
    expect(result.dataset.verified).toBe('false');
    expect(result.textContent).toContain('链接无效');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives no verdict when the network fails, and retries', async () => {
    let fail = true;
    setup('/yan?did=CoachDid1234', () => {
      if (fail) throw new TypeError('offline');
      return verified;
    });
    expect((await screen.findByRole('alert')).textContent).toContain('网络连接失败');
    expect(screen.queryByTestId('yan-result')).toBeNull();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByText('重试'));
    });
    expect((await screen.findByTestId('yan-result')).dataset.verified).toBe('true');
  });
});
