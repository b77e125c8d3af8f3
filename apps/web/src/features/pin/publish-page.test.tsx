import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiData } from '../../lib/api';
import { useSession } from '../../lib/session';
import { fail, type StubFailure, stub, stubApi } from '../../test/api-stub';
import { useButtonClock, waitOutButtonPause } from '../../test/button-clock';
import { renderRoutes } from '../../test/render-routes';
import { localParts } from './pin-format';
import { clearDraft, usePublishDraft } from './publish-draft';
import PublishPage from './publish-page';
import { emptyLocation, routeActions, useRouteStore } from './route-store';
import { approvedOwner, field, place, trip } from './test-fixtures';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

let publishReplies: (ApiData<'POST /v1/pin/trip'> | StubFailure)[] = [];
let api: ReturnType<typeof stubApi>;
const sent = () => api.calls('POST /v1/pin/trip');
/** How the publish request was sent (its content type). */
const sentType = () =>
  new Headers(api.fetch.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1)?.[1]?.headers).get(
    'content-type',
  );

function setup() {
  api = stubApi(
    stub('GET /v1/pin/owner', approvedOwner),
    stub('GET /v1/user/loc', {
      provinces: [{ name: '北京市', cities: [{ id: 1, title: '北京市', field_count: 3 }] }],
    }),
    stub('POST /v1/pin/trip', () => publishReplies.shift() ?? fail(500, 'no reply')),
  );
  const { router } = renderRoutes(
    [
      { path: '/pin/car-owner-announce', element: <PublishPage /> },
      { path: '/pin/car-owner-fare-look', element: <p data-testid="published">published</p> },
    ],
    '/pin/car-owner-announce',
  );
  return router;
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('publish-submit'));
  });
};
const alerts = () => screen.queryAllByRole('alert').map((el) => el.textContent);

describe("publishing a trip ('/pin/car-owner-announce')", () => {
  beforeEach(() => {
    sessionStorage.clear();
    routeActions.clear();
    clearDraft();
    useSession.setState({ status: 2, token: 'tok-1', field });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts from the owner’s car and exam site, says what is missing, keeps everything through a refusal', async () => {
    useButtonClock();
    routeActions.place('origin', place('北京南站', 116.378707, 39.865246));
    const router = setup();
    await screen.findByTestId('publish-form');
    await waitFor(() => expect(screen.getByTestId('pick-target').textContent).toBe('朝阳东坝考场'));
    expect(input('publish-plate').value).toBe('京B2468X');
    expect(useRouteStore.getState().target).toMatchObject({ lng: field.lng, lat: field.lat, province: '北京市' });

    // Nothing sent while the departure, seats and fare are missing; an empty waypoint is named.
    fireEvent.click(screen.getByTestId('add-waypoint'));
    await submit();
    expect(alerts()).toEqual(
      expect.arrayContaining([
        '请选择途经点 1，或者删掉它',
        '请选择出发日期和时间',
        '空座数需要是 1 到 6',
        '请填写每座车费，0 到 1000 元，最多两位小数',
      ]),
    );
    expect(sent()).toHaveLength(0);
    fireEvent.click(screen.getByTestId('remove-waypoint-0'));

    const { date } = localParts(new Date(Date.now() + 86_400_000));
    fireEvent.change(input('publish-date'), { target: { value: date } });
    fireEvent.change(input('publish-time'), { target: { value: '06:40' } });
    fireEvent.change(input('publish-seats'), { target: { value: '3座' } });
    fireEvent.change(input('publish-fare'), { target: { value: '30.5' } });
    expect(input('publish-seats').value).toBe('3');

    // Reversed, the route ends at the station: the exam site must be the end.
    fireEvent.click(screen.getByTestId('route-reverse'));
    await waitOutButtonPause();
    await submit();
    expect(alerts().join()).toContain('终点必须是考场（朝阳东坝考场）');
    expect(sent()).toHaveLength(0);
    fireEvent.click(screen.getByTestId('route-reverse'));

    // The server names two fields: each sentence beside its own, nothing typed lost.
    publishReplies = [
      fail(400, '请求参数有误', { errors: { 'car.plate': '车牌号格式不对', 'route.origin.lng': '经度超出范围' } }),
    ];
    await waitOutButtonPause();
    await submit();
    await screen.findByText('车牌号格式不对');
    expect(screen.getByText('经度超出范围')).toBeTruthy();
    expect(input('publish-fare').value).toBe('30.5');
    expect(input('publish-date').value).toBe(date);
    expect(usePublishDraft.getState()).toMatchObject({ seats: '3', fare: '30.5', time: '06:40' });
    expect(useRouteStore.getState().origin.address).toBe('北京南站');

    // Sent as JSON (the route nests objects); once published, the draft and the route are gone.
    publishReplies = [trip({ id: 9, mine: true })];
    await waitOutButtonPause();
    await submit();
    await screen.findByTestId('published');
    expect(router.state.location.search).toBe('?id=9');
    const body = sent().at(-1);
    expect(sentType()).toBe('application/json');
    expect(body?.body).toMatchObject({
      field_id: 3,
      seats: 3,
      fare_fen: 3050,
      car: { plate: '京B2468X', model: '丰田凯美瑞', colour: '黑色' },
      route: { origin: { address: '北京南站' }, waypoints: [], target: { lng: field.lng, lat: field.lat } },
    });
    expect(new Date(String(body?.body.depart_at)).getHours()).toBe(6);
    expect(useRouteStore.getState()).toEqual(emptyLocation());
    expect(usePublishDraft.getState().fare).toBe('');
    expect(sessionStorage.getItem('Pin-Location')).toBeNull();
  });
});
