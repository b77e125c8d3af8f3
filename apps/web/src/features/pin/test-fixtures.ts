import type { Booking, Owner, Trip } from './pin-api';
import type { RoutePoint } from './route-store';

export const place = (address: string, lng: number, lat: number): RoutePoint => ({
  address,
  lng,
  lat,
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
});

export const field = {
  field_id: 3,
  field_name: '朝阳东坝考场',
  field_tag: '科目二',
  city_id: 1,
  city_name: '北京市',
  is_buy: 0 as const,
  lesson_id: null,
  price: 19900,
  address: '北京市朝阳区东坝乡',
  lng: 116.5531,
  lat: 39.9672,
};

export function trip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: 7,
    owner: { nickname: '王教练', head_portrait: '', phone: null, verified: true },
    field: { field_id: 3, field_name: '朝阳东坝考场', city_name: '北京市' },
    route: {
      origin: place('北京南站', 116.378707, 39.865246),
      waypoints: [place('朝阳公园', 116.479653, 39.944719)],
      target: place('北京市朝阳区东坝乡', 116.5531, 39.9672),
    },
    depart_at: new Date(Date.now() + 86_400_000).toISOString(),
    cancel_until: new Date(Date.now() + 86_400_000 - 120 * 60_000).toISOString(),
    seats: 4,
    seats_left: 3,
    fare_fen: 3500,
    car: { plate: '京A12345', model: '大众朗逸', colour: '白色' },
    notes: '',
    status: 'open',
    distance_m: null,
    route_m: 32_000,
    route_s: 2700,
    mine: false,
    my_booking: null,
    created_at: new Date().toISOString(),
    bookings: [],
    ...overrides,
  };
}

export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 41,
    trip_id: 7,
    seats: 2,
    status: 'pending',
    passenger: { nickname: '李同学', head_portrait: '', phone: null },
    created_at: new Date().toISOString(),
    decided_at: null,
    cancelled_at: null,
    unread: 0,
    ...overrides,
  };
}

export const approvedOwner: Owner = {
  status: 'approved',
  reason: '',
  name: '李建明',
  phone: '13712345678',
  car: { plate: '京B2468X', model: '丰田凯美瑞', colour: '黑色' },
  submitted_at: '2026-11-01T02:00:00Z',
  reviewed_at: '2026-11-02T02:00:00Z',
};
