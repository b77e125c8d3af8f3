/**
 * Demo subject-three routes (issue 13) for the three demo exam sites: two each, drawn on a made-up street
 * grid around the field (`path`: the corners of the drive in metres east and north of the field's point;
 * the seed turns them into GCJ-02 waypoints), with the examiner's voice prompts along them and what to do
 * at each. Written for this project. scripts/site-routes.ts draws each route's map
 * (apps/api/static/routes/<slug>.svg) and, for scripts/make-demo-media.sh, its video: the drive along the
 * map with each prompt shown at its `at_s` — both from this file, so map, video and prompts agree.
 */
import type { RoutePrompt } from '@xueche/contract';

export interface DemoSitePrompt {
  /** Metres along the route. */
  at_m: number;
  kind: RoutePrompt['kind'];
  /** The stop's name on the map and in the list. */
  stop: string;
  /** What the voice says. */
  text: string;
  tip: string;
}

export interface DemoSiteRoute {
  city: string;
  field: string;
  slug: string;
  name: string;
  summary: string;
  /** Corners of the drive: metres east and north of the field's point. */
  path: [number, number][];
  prompts: DemoSitePrompt[];
  /** The video folder's slug under /static/media/ (made by scripts/make-demo-media.sh). */
  video: string;
}

/** The route videos' timing: a title card, a moment standing at the start, the drive, a moment at the end. */
export const ROUTE_VIDEO = { card: 2.5, hold: 1.5, end: 1.5, duration: 28 } as const;

export function routeLength(path: [number, number][]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const [x0, y0] = path[i - 1] as [number, number];
    const [x1, y1] = path[i] as [number, number];
    total += Math.hypot(x1 - x0, y1 - y0);
  }
  return Math.round(total);
}

/** When the drive reaches `at_m` in the route's video (constant speed); the start's prompt as it begins. */
export function promptSeconds(atM: number, lengthM: number): number {
  const { card, hold, end, duration } = ROUTE_VIDEO;
  const from = card + hold;
  const to = duration - end;
  const at = atM <= 0 ? card + 0.3 : from + ((to - from) * atM) / lengthM;
  return Math.round(at * 10) / 10;
}

const T = {
  start: {
    kind: 'start',
    stop: '起步',
    text: '请起步，继续完成考试',
    tip: '系好安全带，开左转向灯不少于3秒，看左后视镜并回头确认，无来车再平稳起步。',
  },
  straight: {
    kind: 'straight',
    stop: '直线行驶',
    text: '请保持直线行驶',
    tip: '视线放远，双手轻扶方向盘，小幅修正；车速保持在30公里每小时左右，不要忽快忽慢。',
  },
  laneChange: {
    kind: 'lane_change',
    stop: '变更车道',
    text: '前方请变更车道',
    tip: '先开转向灯3秒，看内后视镜和侧后视镜，再回头看盲区，确认安全后一次只变一条车道。',
  },
  crossing: {
    kind: 'crossing',
    stop: '直行通过路口',
    text: '前方路口直行',
    tip: '距路口30米减速，左右观察路口，右脚放在刹车上做好停车准备，不在路口内变道或停车。',
  },
  zebra: {
    kind: 'crossing',
    stop: '人行横道',
    text: '前方通过人行横道',
    tip: '提前减速，看清人行横道两侧；有行人通过或准备通过时停车让行，不鸣喇叭催促。',
  },
  left: {
    kind: 'turn',
    stop: '路口左转',
    text: '前方路口左转',
    tip: '提前开左转向灯，进入左转车道，减速观察，让直行车辆和行人先行，转弯不抢道。',
  },
  right: {
    kind: 'turn',
    stop: '路口右转',
    text: '前方路口右转',
    tip: '提前开右转向灯，靠右减速，注意右侧的非机动车和行人，转弯后回正方向。',
  },
  school: {
    kind: 'school',
    stop: '学校区域',
    text: '前方通过学校区域',
    tip: '减速到30公里每小时以下，脚放在刹车上，注意突然横穿的学生，不鸣喇叭。',
  },
  busStop: {
    kind: 'bus_stop',
    stop: '公交车站',
    text: '前方通过公共汽车站',
    tip: '减速慢行，留意公交车前方可能走出的乘客；公交车起步时让它先行。',
  },
  overtake: {
    kind: 'overtake',
    stop: '超车',
    text: '请超越前方车辆',
    tip: '开左转向灯并观察，从左侧超越，与被超车辆保持安全距离，超过后开右转向灯驶回原车道。',
  },
  uTurn: {
    kind: 'u_turn',
    stop: '掉头',
    text: '前方选择合适地点掉头',
    tip: '在允许掉头的地点开左转向灯，车速降到10公里每小时以下，观察对向和后方来车，一次完成掉头。',
  },
  pullOver: {
    kind: 'pull_over',
    stop: '靠边停车',
    text: '请靠边停车',
    tip: '开右转向灯，观察右后方，车身与右侧边线保持在30厘米以内平稳停车，拉手刹、回空挡、关转向灯。',
  },
} satisfies Record<string, Omit<DemoSitePrompt, 'at_m'>>;

const at = (at_m: number, prompt: Omit<DemoSitePrompt, 'at_m'>): DemoSitePrompt => ({ at_m, ...prompt });

export const demoSiteRoutes: DemoSiteRoute[] = [
  {
    city: '110000',
    field: '朝阳东坝考场',
    slug: 'dongba-1',
    name: '东坝一号线',
    summary:
      '从考场东门出发向东，直线行驶后左转北行并变更车道；东行直行通过路口，再左转进入学校路段，西行经过公交车站并完成超车，南行通过人行横道，最后西行后南转靠边停车。左转弯较多。',
    path: [
      [0, 0],
      [700, 0],
      [700, 500],
      [1300, 500],
      [1300, 1100],
      [600, 1100],
      [600, 700],
      [100, 700],
      [100, 250],
    ],
    prompts: [
      at(0, T.start),
      at(300, T.straight),
      at(650, T.left),
      at(950, T.laneChange),
      at(1480, T.crossing),
      at(1750, T.left),
      at(2150, T.school),
      at(2650, T.busStop),
      at(2900, T.overtake),
      at(3300, T.zebra),
      at(4300, T.pullOver),
    ],
    video: 'k3-route-dongba-1',
  },
  {
    city: '110000',
    field: '朝阳东坝考场',
    slug: 'dongba-2',
    name: '东坝二号线',
    summary:
      '从考场东门出发南行，右转后沿长直路西行，依次完成直线行驶、变更车道和直行通过路口；到西端掉头折返，左转北行经过公交车站，最后东行靠边停车。直线路段长，掉头是难点。',
    path: [
      [0, 0],
      [0, -500],
      [-1200, -500],
      [-1200, -480],
      [-600, -480],
      [-600, 200],
      [-150, 200],
    ],
    prompts: [
      at(0, T.start),
      at(420, T.right),
      at(800, T.straight),
      at(1150, T.laneChange),
      at(1450, T.crossing),
      at(1700, T.uTurn),
      at(2200, T.left),
      at(2550, T.busStop),
      at(2800, T.zebra),
      at(2960, T.right),
      at(3350, T.pullOver),
    ],
    video: 'k3-route-dongba-2',
  },
  {
    city: '440100',
    field: '白云嘉禾考场',
    slug: 'jiahe-1',
    name: '嘉禾一号线',
    summary:
      '从考场北门出发北行，左转后西行经过公交车站，右转北行变更车道，东行直行通过路口后左转，北端路段完成超车，南行经过学校区域，最后西行靠边停车。公交站和学校路段需要提前减速。',
    path: [
      [0, 0],
      [0, 600],
      [-700, 600],
      [-700, 1200],
      [-100, 1200],
      [-100, 1700],
      [500, 1700],
      [500, 1100],
      [150, 1100],
    ],
    prompts: [
      at(0, T.start),
      at(250, T.straight),
      at(560, T.left),
      at(900, T.busStop),
      at(1250, T.right),
      at(1550, T.laneChange),
      at(2200, T.crossing),
      at(2450, T.left),
      at(3250, T.overtake),
      at(3900, T.school),
      at(4450, T.pullOver),
    ],
    video: 'k3-route-jiahe-1',
  },
  {
    city: '440100',
    field: '白云嘉禾考场',
    slug: 'jiahe-2',
    name: '嘉禾二号线',
    summary:
      '从考场北门出发东行，直线行驶后变更车道，右转南行通过人行横道，到南端掉头折返北行，再右转东行直行通过路口，最后靠边停车。路线短但掉头和人行横道集中。',
    path: [
      [0, 0],
      [900, 0],
      [900, -800],
      [920, -800],
      [920, -200],
      [2100, -200],
    ],
    prompts: [
      at(0, T.start),
      at(300, T.straight),
      at(650, T.laneChange),
      at(880, T.right),
      at(1250, T.zebra),
      at(1690, T.uTurn),
      at(2000, T.busStop),
      at(2280, T.right),
      at(2700, T.crossing),
      at(3350, T.pullOver),
    ],
    video: 'k3-route-jiahe-2',
  },
  {
    city: '320100',
    field: '江宁东山考场',
    slug: 'dongshan-1',
    name: '东山一号线',
    summary:
      '从考场南门出发西行，直线行驶后右转北行通过学校区域，东行变更车道并超车，直行通过两个路口后右转南行，经过公交车站，最后西行靠边停车。超车路段车流较多。',
    path: [
      [0, 0],
      [-600, 0],
      [-600, 800],
      [600, 800],
      [600, 100],
      [200, 100],
    ],
    prompts: [
      at(0, T.start),
      at(300, T.straight),
      at(580, T.right),
      at(1000, T.school),
      at(1370, T.right),
      at(1650, T.laneChange),
      at(1950, T.overtake),
      at(2300, T.crossing),
      at(2580, T.right),
      at(3000, T.busStop),
      at(3600, T.pullOver),
    ],
    video: 'k3-route-dongshan-1',
  },
  {
    city: '320100',
    field: '江宁东山考场',
    slug: 'dongshan-2',
    name: '东山二号线',
    summary:
      '从考场南门出发南行，左转东行完成直线行驶和变更车道，通过人行横道后掉头西行，左转南行直行通过路口，再右转西行经过公交车站，最后靠边停车。掉头后车道选择要看清。',
    path: [
      [0, 0],
      [0, -400],
      [1300, -400],
      [1300, -420],
      [500, -420],
      [500, -1000],
      [-300, -1000],
    ],
    prompts: [
      at(0, T.start),
      at(370, T.left),
      at(700, T.straight),
      at(1050, T.laneChange),
      at(1450, T.zebra),
      at(1700, T.uTurn),
      at(2480, T.left),
      at(2800, T.crossing),
      at(3080, T.right),
      at(3400, T.busStop),
      at(3800, T.pullOver),
    ],
    video: 'k3-route-dongshan-2',
  },
];
