import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { setLang } from '../../lib/i18n';
import { clearSession, useSession } from '../../lib/session';
import { fail, type Stub, stub, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-routes';
import AboutPage from './about-page';
import DocumentPage from './document-page';
import ServicePage from './service-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

function setup(url: string, routes: { path: string; element: ReactNode }[], ...stubs: Stub[]) {
  const { fetch } = stubApi(...stubs);
  const { router } = renderRoutes(routes, url);
  return { fetch, router };
}

const demo = {
  phone: { display: '400-000-1234', tel: '4000001234' },
  hours: '每天 9:00–21:00',
  email: 'service@xueche.example',
  gzh: { name: '学车服务号', qr: '/static/gzh-qr.svg' },
};

const service = (data: ApiData<'GET /v1/user/support'>) => stub('GET /v1/user/support', data);
const hrefs = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe("customer service ('/service')", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('offers the phone to tap and call, the hours, the email and the official account’s QR code', async () => {
    setup('/service', [{ path: '/service', element: <ServicePage /> }], service(demo));
    const phone = await screen.findByTestId('service-phone');
    expect(phone.getAttribute('href')).toBe('tel:4000001234');
    expect(phone.textContent).toContain('400-000-1234');
    expect(screen.getByTestId('service-hours').textContent).toBe('每天 9:00–21:00');
    expect(screen.getByTestId('service-email').getAttribute('href')).toBe('mailto:service@xueche.example');
    const gzh = screen.getByTestId('service-gzh');
    expect(within(gzh).getByText('学车服务号')).toBeTruthy();
    expect(within(gzh).getByRole('img', { name: '学车服务号的二维码' }).getAttribute('src')).toBe('/static/gzh-qr.svg');
    // Signed out (or a student): the students' help, the error report coming back here, the wish wall.
    expect(hrefs('自助服务')).toEqual(['/app-help-list', '/submitError?from=/service', '/wish']);
  });

  it('leaves out what the operator has not set', async () => {
    setup(
      '/service',
      [{ path: '/service', element: <ServicePage /> }],
      service({ phone: null, hours: null, email: 'kefu@xueche.example', gzh: null }),
    );
    expect((await screen.findByTestId('service-email')).textContent).toBe('kefu@xueche.example');
    expect(screen.queryByTestId('service-phone')).toBeNull();
    expect(screen.queryByTestId('service-hours')).toBeNull();
    expect(screen.queryByTestId('service-gzh')).toBeNull();
    expect(screen.queryByTestId('service-none')).toBeNull();
  });

  it('says so when there is no way to call or write, and still offers help', async () => {
    setup(
      '/service',
      [{ path: '/service', element: <ServicePage /> }],
      service({ phone: null, hours: null, email: null, gzh: null }),
    );
    expect((await screen.findByTestId('service-none')).textContent).toContain('暂未提供电话和邮箱');
    expect(screen.queryByTestId('service-contacts')).toBeNull();
    expect(hrefs('自助服务')).toHaveLength(3);
  });

  it("sends a coach to the coaches' help", async () => {
    useSession.setState({ status: 2, token: 't', user: { user_type: 2 } as never });
    setup('/service', [{ path: '/service', element: <ServicePage /> }], service(demo));
    await screen.findByTestId('service-phone');
    expect(hrefs('自助服务')[0]).toBe('/coach-help-list');
  });

  it('shows a failure with a retry that loads again', async () => {
    let failing = true;
    setup(
      '/service',
      [{ path: '/service', element: <ServicePage /> }],
      stub('GET /v1/user/support', () => (failing ? fail(503, '出错了') : demo)),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('出错了');
    expect(screen.getByRole('navigation', { name: '自助服务' })).toBeTruthy();
    failing = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
    });
    expect((await screen.findByTestId('service-phone')).getAttribute('href')).toBe('tel:4000001234');
  });
});

describe("about ('/about') and its documents", () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await setLang('zh');
  });

  const doc = (key: 'privacy' | 'terms', lang: 'zh' | 'en') => ({
    key,
    title: key === 'terms' ? '用户协议' : '隐私政策',
    body: `<h2>一、我们收集的信息</h2><p>${key} 正文</p>`,
    updated: '2026-11-24',
    lang,
  });

  it('names the app and links to the privacy policy, the user terms and customer service', async () => {
    setup('/about', [{ path: '/about', element: <AboutPage /> }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('学车');
    expect(screen.getByText(/驾考学习和驾校服务/)).toBeTruthy();
    expect(hrefs('协议与帮助')).toEqual(['/about/privacy', '/about/terms', '/service']);
  });

  it('shows the document of its path, as the server sanitised it, with its date', async () => {
    const { fetch } = setup(
      '/about/terms',
      [{ path: '/about/:doc', element: <DocumentPage /> }],
      stub('GET /v1/user/doc', ({ query }) => doc(query.get('key') as 'privacy' | 'terms', 'zh')),
    );
    const page = await screen.findByTestId('document');
    expect(page.getAttribute('data-key')).toBe('terms');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('用户协议');
    expect(within(page).getByText('更新日期：2026-11-24')).toBeTruthy();
    expect(screen.getByTestId('document-body').innerHTML).toBe('<h2>一、我们收集的信息</h2><p>terms 正文</p>');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('key=terms');
  });

  it('asks in English when English is chosen, and says when only Chinese exists', async () => {
    await setLang('en');
    const { fetch } = setup(
      '/about/privacy',
      [{ path: '/about/:doc', element: <DocumentPage /> }],
      stub('GET /v1/user/doc', doc('privacy', 'zh')),
    );
    await screen.findByTestId('document');
    expect(screen.getByText('This document is available in Chinese only.')).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['accept-language']).toBe('en');
  });
});
