import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { stub, stubApi } from '../../test/api-stub';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import { renderRoutes } from '../../test/render-routes';
import SchoolPage from './school-page';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

type CoachInfo = ApiData<'GET /v3/school/coach-info'>;
type School = NonNullable<CoachInfo['school']>;

const other: School = {
  id: 3,
  name: '朝阳驾校',
  city: '北京',
  address: '朝阳路 9 号',
  phone: '',
  intro: '',
  mine: false,
};
const info = (school: School | null): CoachInfo => ({
  profile: true,
  real_name: '张三明',
  phone: '139****5678',
  nickname: '王教练',
  photo: '',
  cert_status: 'none',
  cert_reason: '',
  certified_at: null,
  did: 'Did12345',
  school,
});

function setup() {
  let school: School | null = null;
  const api = stubApi(
    stub('GET /v3/school/coach-info', () => info(school)),
    stub('GET /v1/coach/all-school', { total: 1, page: 1, num: 30, list: [other] }),
    stub('POST /v3/school/form', () => {
      school = other;
      return { school: other };
    }),
    stub('POST /v3/school/edit', ({ body }) => {
      const mine: School = {
        ...other,
        id: 9,
        name: String(body.name),
        city: String(body.city),
        phone: String(body.phone),
        mine: true,
      };
      school = mine;
      return mine;
    }),
  );
  /** What the page sent, each POST's route and form. */
  const posts = () =>
    api
      .calls()
      .filter((c) => c.route.startsWith('POST '))
      .map(({ route, body }) => ({ route, body }));
  renderRoutes([{ path: '/coach-addsch', element: <SchoolPage /> }], '/coach-addsch');
  return { posts };
}

describe("the coach's school ('/coach-addsch')", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('picks an existing school', async () => {
    const { posts } = setup();
    expect((await screen.findByTestId('school-current')).textContent).toContain('还没有设置驾校');
    await screen.findByText('朝阳驾校');
    await act(async () => {
      fireEvent.click(screen.getByTestId('school-pick'));
    });
    expect(posts()).toEqual([{ route: 'POST /v3/school/form', body: { school_id: '3' } }]);
    expect((await screen.findByTestId('school-current')).textContent).toContain('朝阳驾校');
    expect(screen.getByTestId('school-pick').textContent).toBe('当前');
  });

  it('checks the form before sending, then adds the school', async () => {
    useButtonClock();
    const { posts } = setup();
    await screen.findByTestId('school-current');
    fireEvent.click(screen.getByTestId('school-add'));
    const form = screen.getByTestId('school-form');
    fireEvent.change(screen.getByTestId('school-name'), { target: { value: '海' } });
    fireEvent.change(screen.getByTestId('school-phone'), { target: { value: '12345' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('school-submit'));
    });
    expect(form.textContent).toContain('驾校名称需要 2–40 个字');
    expect(form.textContent).toContain('城市需要 2–20 个字');
    expect(form.textContent).toContain('请填写手机号或带区号的座机号');
    expect(posts()).toEqual([]);
    await waitOutButtonPause();

    fireEvent.change(screen.getByTestId('school-name'), { target: { value: '海淀驾校' } });
    fireEvent.change(screen.getByTestId('school-city'), { target: { value: '北京' } });
    fireEvent.change(screen.getByTestId('school-phone'), { target: { value: '010-6234 5678' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('school-submit'));
    });
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toEqual({
      name: '海淀驾校',
      city: '北京',
      address: '',
      phone: '010-62345678',
      intro: '',
    });
    const current = await screen.findByTestId('school-current');
    expect(current.textContent).toContain('海淀驾校');
    expect(screen.getByRole('button', { name: /编辑/ })).toBeTruthy();
  });
});
