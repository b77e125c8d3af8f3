import type { PinCar } from '@xueche/contract';

/**
 * The shuttle's demo: verified car owners, where their trips set off and pass in each demo city (places the
 * map stand-in also knows, so a search finds them), and the demo students' bookings. Written for this
 * project; the phone numbers are made up.
 */

export interface DemoPlace {
  address: string;
  district: string;
  lng: number;
  lat: number;
}

export interface DemoOwner {
  openid: string;
  name: string;
  phone: string;
  car: PinCar;
  /** The demo cities (adcodes) whose exam fields this owner drives to. */
  cities: string[];
  fareFen: number;
  seats: number;
}

/** demo-coach-1 and demo-coach-2 are in demoUsers already; demo-owner-1 is a student's father. */
export const demoOwners: DemoOwner[] = [
  {
    openid: 'demo-coach-1',
    name: '王建国',
    phone: '13800000101',
    car: { plate: '京A12345', model: '大众朗逸', colour: '白色' },
    cities: ['110000', '420100'],
    fareFen: 3000,
    seats: 4,
  },
  {
    openid: 'demo-coach-2',
    name: '赵立平',
    phone: '13800000102',
    car: { plate: '苏A8C2D6', model: '丰田卡罗拉', colour: '银色' },
    cities: ['320100', '320500', '310000', '330100', '330200'],
    fareFen: 2500,
    seats: 4,
  },
  {
    openid: 'demo-owner-1',
    name: '刘振华',
    phone: '13800000103',
    car: { plate: '粤AD12345', model: '比亚迪秦PLUS', colour: '蓝色' },
    cities: ['440100', '440300', '510100'],
    fareFen: 2000,
    seats: 3,
  },
];

/** Two places per demo city: where trips set off, and where they pass (or set off from, on other days). */
export const demoPlaces: Record<string, [DemoPlace, DemoPlace]> = {
  '110000': [
    { address: '北京南站', district: '丰台区', lng: 116.378707, lat: 39.865246 },
    { address: '朝阳公园', district: '朝阳区', lng: 116.479653, lat: 39.944719 },
  ],
  '310000': [
    { address: '人民广场', district: '黄浦区', lng: 121.475164, lat: 31.228816 },
    { address: '徐家汇公园', district: '徐汇区', lng: 121.44274, lat: 31.195531 },
  ],
  '440100': [
    { address: '天河体育中心', district: '天河区', lng: 113.324943, lat: 23.137524 },
    { address: '越秀公园', district: '越秀区', lng: 113.265842, lat: 23.139917 },
  ],
  '440300': [
    { address: '深圳市民中心', district: '福田区', lng: 114.059581, lat: 22.543528 },
    { address: '深圳大学', district: '南山区', lng: 113.936306, lat: 22.533218 },
  ],
  '320100': [
    { address: '夫子庙', district: '秦淮区', lng: 118.788557, lat: 32.021761 },
    { address: '玄武湖公园', district: '玄武区', lng: 118.796032, lat: 32.073064 },
  ],
  '320500': [
    { address: '苏州博物馆', district: '姑苏区', lng: 120.628016, lat: 31.323389 },
    { address: '苏州乐园', district: '虎丘区', lng: 120.532514, lat: 31.314926 },
  ],
  '330100': [
    { address: '武林广场', district: '拱墅区', lng: 120.164128, lat: 30.272706 },
    { address: '杭州东站', district: '上城区', lng: 120.212823, lat: 30.290837 },
  ],
  '330200': [
    { address: '天一阁博物院', district: '海曙区', lng: 121.539926, lat: 29.871536 },
    { address: '宁波老外滩', district: '江北区', lng: 121.556247, lat: 29.881026 },
  ],
  '510100': [
    { address: '春熙路', district: '锦江区', lng: 104.080916, lat: 30.654621 },
    { address: '成都东站', district: '成华区', lng: 104.141126, lat: 30.629527 },
  ],
  '420100': [
    { address: '江汉路步行街', district: '江汉区', lng: 114.291026, lat: 30.586413 },
    { address: '武汉站', district: '洪山区', lng: 114.424127, lat: 30.607416 },
  ],
};

/** How many days ahead the demo keeps trips, one per owner, field and day. */
export const DEMO_DAYS = 3;

/** Departure times by the field's place in its city: exam days start early. */
export const DEMO_DEPARTURES = ['06:30', '07:00', '07:30'];

/** Each demo student books on a demo trip to their own field, with a word to the owner. */
export const demoBookings = [
  {
    passenger: 'demo-student-1',
    phone: '13900000201',
    seats: 1,
    confirmed: true,
    messages: [
      { from: 'passenger', body: '王师傅您好，我在北京南站东出口等您。' },
      { from: 'owner', body: '好的，6:20 到，白色朗逸，车牌尾号 345。' },
    ],
  },
  {
    passenger: 'demo-student-2',
    phone: '13900000202',
    seats: 2,
    confirmed: false,
    messages: [{ from: 'passenger', body: '您好，我和同学两个人，可以在越秀公园上车吗？' }],
  },
] as const;
