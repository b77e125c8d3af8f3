import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { useSession } from '../../lib/session';
import { stub, stubApi } from '../../test/api-stub';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import { renderRoutes } from '../../test/render-routes';
import VerifyPage from './verify-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

type Status = ApiData<'GET /v1/coach/has-auth'>;

const none: Status = { profile: true, status: 'none', reason: '', submitted_at: null, reviewed_at: null };
const pending: Status = { ...none, status: 'pending', submitted_at: '2026-05-06T02:30:00Z' };

/** XMLHttpRequest as the page uses it, driven by the test: upload progress first, then the reply. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

const file = (name: string, size: number, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

/** What the server holds: an accepted upload makes it pending, as a refetch would then say. */
let serverStatus: Status;

function setup(status: Status = none) {
  serverStatus = status;
  stubApi(stub('GET /v1/coach/has-auth', () => serverStatus));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  renderRoutes([{ path: '/coach-verify', element: <VerifyPage /> }], '/coach-verify');
}

const choose = (field: string, f: File) =>
  fireEvent.change(screen.getByTestId(`cert-file-${field}`), { target: { files: [f] } });

describe('certification upload (/coach-verify)', () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    useSession.setState({ status: 2, token: 'tok-1', userDid: 'Did12345' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each file’s progress while uploading, then the pending state', async () => {
    setup();
    expect((await screen.findByTestId('cert-status')).dataset.status).toBe('none');
    choose('id_front', file('front.jpg', 1000));
    choose('id_back', file('back.png', 2000, 'image/png'));
    choose('licence', file('licence.webp', 3000, 'image/webp'));
    expect(screen.queryByTestId('upload-progress')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByTestId('cert-submit'));
    });
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/user/examine?access-token=tok-1');
    expect([...(xhr.body as FormData).keys()]).toEqual(['id_front', 'id_back', 'licence']);
    expect(((xhr.body as FormData).get('id_back') as File).name).toBe('back.png');
    expect(screen.getByTestId('cert-submit').hasAttribute('disabled')).toBe(true);

    // 6,600 bytes on the wire: 6,000 of files and 600 of multipart headers.
    await act(async () => xhr.progress(3300, 6600));
    const overall = screen.getByTestId('upload-progress');
    expect(overall.getAttribute('aria-valuenow')).toBe('50');
    expect(overall.textContent).toContain('正在上传 50%');
    const of = (field: string) => screen.getByTestId(`upload-progress-${field}`).getAttribute('aria-valuenow');
    expect([of('id_front'), of('id_back'), of('licence')]).toEqual(['100', '95', '0']);

    await act(async () => xhr.progress(6600, 6600));
    expect(screen.getByTestId('upload-progress').textContent).toContain('上传完成，正在处理照片…');
    expect([of('id_front'), of('id_back'), of('licence')]).toEqual(['100', '100', '100']);

    serverStatus = pending;
    await act(async () => xhr.respond(200, { code: 200, status: 1, msg: 'ok', data: pending }));
    await waitFor(() => expect(screen.getByTestId('cert-status').dataset.status).toBe('pending'));
    expect(screen.getByTestId('cert-status').textContent).toContain('审核中');
    expect(screen.queryByTestId('cert-submit')).toBeNull();
    expect(screen.queryByTestId('upload-progress')).toBeNull();
  });

  it('puts the server’s refusal beside the file it names, and keeps the form', async () => {
    useButtonClock();
    setup();
    await screen.findByTestId('cert-status');
    choose('id_front', file('front.jpg', 1000));
    choose('id_back', file('back.jpg', 1000));
    choose('licence', file('licence.jpg', 1000));
    await act(async () => {
      fireEvent.click(screen.getByTestId('cert-submit'));
    });
    const msg = '身份证人像面不是 JPG、PNG 或 WebP 图片，请重新选择照片';
    await act(async () =>
      (FakeXhr.last as FakeXhr).respond(400, {
        code: 400,
        status: 0,
        msg,
        data: { errors: { id_front: 'upload_bad_type' } },
      }),
    );
    expect(screen.getByText(msg)).toBeTruthy();
    expect(screen.getByTestId('cert-file-id_front').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('cert-status').dataset.status).toBe('none');
    await waitOutButtonPause();
    expect(screen.getByTestId('cert-submit').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('upload-progress')).toBeNull();
  });

  it('refuses a file over 8 MB or of another type before sending, and asks for missing ones', async () => {
    setup();
    await screen.findByTestId('cert-status');
    choose('id_front', file('huge.jpg', 8 * 1024 * 1024 + 1));
    expect(screen.getByText('身份证人像面超过 8 MB，请换一张照片')).toBeTruthy();
    choose('id_back', file('scan.pdf', 100, 'application/pdf'));
    expect(screen.getByText('身份证国徽面必须是 JPG、PNG 或 WebP 图片')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('cert-submit'));
    });
    expect(screen.getByText('请选择教练证照片')).toBeTruthy();
    expect(FakeXhr.last).toBeUndefined();
  });

  it('shows the rejection reason with the form to upload again', async () => {
    setup({ ...none, status: 'rejected', reason: '教练证照片看不清' });
    const status = await screen.findByTestId('cert-status');
    expect(status.dataset.status).toBe('rejected');
    expect(status.textContent).toContain('认证未通过：教练证照片看不清');
    expect(screen.getByTestId('cert-submit')).toBeTruthy();
  });

  it('sends a coach without a profile to phone verification first', async () => {
    setup({ ...none, profile: false });
    const link = await screen.findByRole('link', { name: /去验证手机号/ });
    expect(link.getAttribute('href')).toBe('/coach-phone-verify');
    expect(screen.queryByTestId('cert-file-id_front')).toBeNull();
  });
});
