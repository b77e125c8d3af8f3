import { C } from '../colours';
import { angler, arrow, cableCar, campfire, hiker, rowingBoat, skier, swimmer, tent } from '../figures/atlas-guide';
import { board, text } from '../shapes';
import type { AtlasEntry } from '../types';

/**
 * 旅游区标志 (GB 5768.2 chapter 8): brown boards with white symbols and words that lead to scenic areas and
 * name the recreation facilities there. They inform; none of them orders or forbids anything.
 */

const W = C.white;
const B = C.brown;
const brown = (svg: string, width = 200, height = 200) => board(svg, { fill: B, width, height });
const INFORM = '旅游区标志是棕底白字（图），只提供信息，不是禁令或指示';

export const tourist: AtlasEntry[] = [
  {
    key: 'tourist-direction',
    kind: 'sign',
    group: 'tourist',
    name: '旅游区方向',
    aliases: ['景区方向', '风景区指引'],
    meaning: '指示通往旅游景区的方向（图中景区名为示例）。',
    rule: `${INFORM}；要去景区按箭头方向行驶。`,
    width: 300,
    height: 160,
    svg: brown(text(124, 96, '西湖风景区', { size: 40, fill: W }) + arrow(236, 82, 40, 90, W, 14, 40), 300, 160),
  },
  {
    key: 'tourist-distance',
    kind: 'sign',
    group: 'tourist',
    name: '旅游区距离',
    aliases: ['景区距离'],
    meaning: '告知前方旅游景区的名称和距离（图中景区名和距离为示例）。',
    rule: `${INFORM}；所示距离是沿道路到景区的里程。`,
    width: 300,
    height: 160,
    svg: brown(
      text(100, 96, '南山景区', { size: 38, fill: W }) + text(238, 96, '5 km', { size: 36, fill: W }),
      300,
      160,
    ),
  },
  {
    key: 'tourist-information',
    kind: 'sign',
    group: 'tourist',
    name: '问询处',
    aliases: ['咨询处', '游客中心', '服务台'],
    meaning: '表示景区内设有为游客提供问询服务的地点。',
    rule: `${INFORM}；图形是问号的是问询处。`,
    svg: brown(text(100, 156, '?', { size: 150, fill: W })),
  },
  {
    key: 'tourist-hiking',
    kind: 'sign',
    group: 'tourist',
    name: '徒步',
    aliases: ['步行游览', '登山步道'],
    meaning: '表示此处有供游客徒步游览的路线。',
    rule: `${INFORM}；图形是背包拄杖的行人。`,
    svg: brown(hiker(100, 106, W)),
  },
  {
    key: 'tourist-cableway',
    kind: 'sign',
    group: 'tourist',
    name: '索道',
    aliases: ['缆车', '空中索道'],
    meaning: '表示景区内设有索道（缆车）。',
    rule: `${INFORM}；图形是挂在钢索上的吊厢。`,
    svg: brown(cableCar(100, 108, W, B)),
  },
  {
    key: 'tourist-campsite',
    kind: 'sign',
    group: 'tourist',
    name: '野营地',
    aliases: ['露营地', '营地', '帐篷'],
    meaning: '表示此处设有供游客野外宿营的营地。',
    rule: `${INFORM}；图形是帐篷。`,
    svg: brown(tent(100, 150, W, B)),
  },
  {
    key: 'tourist-campfire',
    kind: 'sign',
    group: 'tourist',
    name: '营火',
    aliases: ['篝火', '篝火场'],
    meaning: '表示此处设有可以燃点营火的场地。',
    rule: `${INFORM}；营火只能在指定场地燃点，图形是木柴上的火焰。`,
    svg: brown(campfire(100, 134, W)),
  },
  {
    key: 'tourist-swimming',
    kind: 'sign',
    group: 'tourist',
    name: '游泳',
    aliases: ['游泳场', '泳场'],
    meaning: '表示此处设有游泳场所。',
    rule: `${INFORM}；图形是水中的游泳者。`,
    svg: brown(swimmer(100, 120, W)),
  },
  {
    key: 'tourist-boating',
    kind: 'sign',
    group: 'tourist',
    name: '划船',
    aliases: ['游船', '划船场'],
    meaning: '表示此处可以划船游览。',
    rule: `${INFORM}；图形是水上划桨的小船。`,
    svg: brown(rowingBoat(100, 130, W)),
  },
  {
    key: 'tourist-fishing',
    kind: 'sign',
    group: 'tourist',
    name: '钓鱼',
    aliases: ['垂钓', '钓鱼场'],
    meaning: '表示此处设有可以钓鱼的场所。',
    rule: `${INFORM}；图形是钓竿和鱼。`,
    svg: brown(angler(100, 104, W, B)),
  },
  {
    key: 'tourist-skiing',
    kind: 'sign',
    group: 'tourist',
    name: '滑雪',
    aliases: ['滑雪场'],
    meaning: '表示此处设有滑雪场。',
    rule: `${INFORM}；图形是持杖下坡的滑雪者。`,
    svg: brown(skier(104, 126, W)),
  },
];
