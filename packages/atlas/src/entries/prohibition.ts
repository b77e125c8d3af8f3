import { C } from '../colours';
import { inGroup } from '../entry';
import {
  animalCart,
  axle,
  bus,
  electricTricycle,
  handcart,
  hazmatTruck,
  horn,
  leftRightArrow,
  limitArrows,
  motorcycle,
  overtakeCar,
  pedalTricycle,
  semiTrailer,
  straightArrow,
  straightLeftArrow,
  straightRightArrow,
  threeWheelTruck,
  tractor,
  turnLeftArrow,
  turnRightArrow,
  uTurnArrow,
} from '../figures/atlas-rules';
import { bicycle, carFront, carSide, endSign, person, prohibitionSign, text, truckSide } from '../shapes';
import type { AtlasEntry } from '../types';

const K = C.black;
const W = C.white;

/** A regular octagon of circumradius r about the centre, flat sides top and bottom. */
function octagon(r: number): string {
  return Array.from({ length: 8 }, (_, i) => {
    const a = ((22.5 + 45 * i) * Math.PI) / 180;
    return `${(100 + r * Math.cos(a)).toFixed(1)},${(100 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** 禁止停车 / 禁止长时停车: a blue disc in the red ring, crossed by one red bar or two. */
function noStoppingSign(cross: boolean): string {
  const bar = (deg: number) =>
    `<rect x="26" y="92.5" width="148" height="15" fill="${C.red}" transform="rotate(${deg} 100 100)"/>`;
  return (
    `<circle cx="100" cy="100" r="98" fill="${W}"/><circle cx="100" cy="100" r="94" fill="${C.red}"/>` +
    `<circle cx="100" cy="100" r="74" fill="${C.blue}"/>${bar(45)}${cross ? bar(-45) : ''}`
  );
}

const sign = inGroup('sign', 'prohibition');

/** 禁令标志 (GB 5768.2 chapter 5): red-ringed discs (and the 停 octagon, the 让 triangle) that forbid or limit. */
export const prohibition: AtlasEntry[] = [
  sign({
    key: 'stop',
    name: '停车让行',
    aliases: ['停', '停车让路', '八角形标志'],
    meaning: '车辆必须在停止线以外停车瞭望，确认安全后才准通行。',
    rule: '必须完全停下（只减速不算），让干路车辆和行人先行后再通过；红色八角形、白字“停”，与倒三角形的减速让行区分。',
    svg:
      `<polygon points="${octagon(98)}" fill="${W}"/><polygon points="${octagon(94)}" fill="${C.red}"/>` +
      `<polygon points="${octagon(86)}" fill="${W}"/><polygon points="${octagon(82)}" fill="${C.red}"/>` +
      text(100, 132, '停', { size: 92, fill: W }),
  }),
  sign({
    key: 'yield',
    name: '减速让行',
    aliases: ['让', '让行', '倒三角'],
    meaning: '车辆应减速慢行，必要时停车，让干路车辆先行。',
    rule: '减速观察，干路有车时停车让其先行，无车时可减速通过，不强制停车；倒三角形、白底红边黑字“让”，与必须停车的停车让行（八角形“停”）区分。',
    svg:
      `<polygon points="14,32 186,32 100,180" fill="${C.red}" stroke="${C.red}" stroke-width="14" stroke-linejoin="round"/>` +
      `<polygon points="44,50 156,50 100,146" fill="${W}" stroke="${W}" stroke-width="4" stroke-linejoin="round"/>` +
      text(100, 106, '让', { size: 58 }),
  }),
  sign({
    key: 'yield-to-oncoming',
    name: '会车让行',
    aliases: ['会车让对方先行', '窄路会车让行'],
    meaning: '在会车有困难的窄路上，本方车辆应停车让对方车辆先行。',
    rule: '会车时本方须停车，让对向来车先通过后再走；红圈白底、红色箭头（本方）与黑色箭头（对方），与蓝色方形的会车先行相反。',
    svg: prohibitionSign(
      `<path d="M76 150 V80" stroke="${K}" stroke-width="14"/><polygon points="76,160 56,118 96,118" fill="${K}"/>` +
        `<path d="M124 50 V120" stroke="${C.red}" stroke-width="14"/><polygon points="124,40 104,82 144,82" fill="${C.red}"/>`,
    ),
  }),
  sign({
    key: 'no-vehicles',
    name: '禁止通行',
    aliases: ['禁止一切车辆和行人通行', '空心红圈'],
    meaning: '禁止一切车辆和行人通行。',
    rule: '红圈白底、中间空白：车辆、行人都不得进入；不要与红底白横杠的禁止驶入（只禁车辆驶入）混淆。',
    svg: prohibitionSign(''),
  }),
  sign({
    key: 'no-entry',
    name: '禁止驶入',
    aliases: ['单行路出口', '红底白杠', '禁止车辆驶入'],
    meaning: '禁止一切车辆驶入，常设在单行路的出口处。',
    rule: '车辆不得从此处驶入（即不得逆行进入单行路），行人不受此限；红底白横杠，与空心红圈的禁止通行（车和人都不得通行）区分。',
    svg:
      `<circle cx="100" cy="100" r="98" fill="${W}"/><circle cx="100" cy="100" r="94" fill="${C.red}"/>` +
      `<rect x="36" y="87" width="128" height="26" fill="${W}"/>`,
  }),
  sign({
    key: 'no-motor-vehicles',
    name: '禁止机动车驶入',
    aliases: ['禁止机动车通行'],
    meaning: '禁止各类机动车驶入。',
    rule: '汽车、摩托车等一切机动车都不得驶入；非机动车和行人不受此限。',
    svg: prohibitionSign(carFront(100, 136, K, 1)),
  }),
  sign({
    key: 'no-trucks',
    name: '禁止载货汽车驶入',
    aliases: ['禁止货车驶入', '禁止货车通行'],
    meaning: '禁止载货汽车驶入。',
    rule: '载货汽车不得驶入；客车、小型汽车等其他车辆不受此限。',
    svg: prohibitionSign(truckSide(100, 130, K, 1)),
  }),
  sign({
    key: 'no-electric-tricycles',
    name: '禁止电动三轮车驶入',
    aliases: ['禁止三轮车驶入'],
    meaning: '禁止电动三轮车驶入。',
    rule: '电动三轮车不得驶入该道路；其他车辆不受此标志限制。',
    svg: prohibitionSign(electricTricycle(100, 140, K, W, 0.95)),
  }),
  sign({
    key: 'no-large-buses',
    name: '禁止大型客车驶入',
    aliases: ['禁止大客车驶入', '禁止大巴驶入'],
    meaning: '禁止大型客车驶入。',
    rule: '大型客车不得驶入；小型客车等不受此限（大型与小型客车各有一块标志，看图形是大客车还是小轿车）。',
    svg: prohibitionSign(bus(100, 134, K, W, 0.95)),
  }),
  sign({
    key: 'no-small-passenger-cars',
    name: '禁止小型客车驶入',
    aliases: ['禁止小客车驶入', '禁止小汽车驶入'],
    meaning: '禁止小型客车驶入。',
    rule: '小型客车不得驶入；大型客车、货车等不受此标志限制。',
    svg: prohibitionSign(carSide(100, 134, K, 1)),
  }),
  sign({
    key: 'no-trailers',
    name: '禁止挂车、半挂车驶入',
    aliases: ['禁止汽车拖挂车驶入', '禁止半挂车驶入', '禁止挂车驶入'],
    meaning: '禁止挂车、半挂车驶入。',
    rule: '牵引挂车、半挂车的汽车列车不得驶入；单独行驶的汽车不受此限。',
    svg: prohibitionSign(semiTrailer(100, 130, K, W, 0.86)),
  }),
  sign({
    key: 'no-tractors',
    name: '禁止拖拉机驶入',
    aliases: ['禁止拖拉机通行'],
    meaning: '禁止各类拖拉机驶入。',
    rule: '轮式拖拉机、手扶拖拉机等拖拉机都不得驶入；其他车辆不受此限。',
    svg: prohibitionSign(tractor(100, 150, K, W, 0.9)),
  }),
  sign({
    key: 'no-three-wheel-low-speed-trucks',
    name: '禁止三轮汽车、低速货车驶入',
    aliases: ['禁止三轮汽车驶入', '禁止低速货车驶入', '禁止农用车驶入'],
    meaning: '禁止三轮汽车、低速货车驶入。',
    rule: '三轮汽车和低速货车不得驶入；其他车辆不受此标志限制。',
    svg: prohibitionSign(threeWheelTruck(100, 130, K, W, 1)),
  }),
  sign({
    key: 'no-motorcycles',
    name: '禁止摩托车驶入',
    aliases: ['禁止二轮摩托车驶入', '禁摩'],
    meaning: '禁止摩托车驶入。',
    rule: '摩托车不得驶入该道路或区域；汽车、非机动车不受此标志限制。',
    svg: prohibitionSign(motorcycle(100, 136, K, 1)),
  }),
  sign({
    key: 'no-two-vehicle-types',
    name: '禁止某两种车驶入',
    aliases: ['禁止载货汽车和拖拉机驶入', '禁止两种车驶入'],
    meaning: '禁止图中所示的两种车辆驶入，图例为载货汽车和拖拉机。',
    rule: '只禁止图上画出的两种车，其他车辆可以驶入；两种车上下排列在同一个红圈里。',
    svg: prohibitionSign(truckSide(100, 96, K, 0.62) + tractor(102, 150, K, W, 0.56)),
  }),
  sign({
    key: 'no-non-motor-vehicles',
    name: '禁止非机动车进入',
    aliases: ['禁止自行车进入', '禁止非机动车通行'],
    meaning: '禁止各类非机动车进入。',
    rule: '自行车、电动自行车、三轮车、畜力车等非机动车都不得进入；机动车和行人不受此限。',
    svg: prohibitionSign(bicycle(100, 120, K, 1.25)),
  }),
  sign({
    key: 'no-animal-drawn-vehicles',
    name: '禁止畜力车进入',
    aliases: ['禁止马车进入', '禁止畜力车通行'],
    meaning: '禁止畜力车进入。',
    rule: '马车、牛车等由牲畜牵引的车辆不得进入；其他车辆不受此标志限制。',
    svg: prohibitionSign(animalCart(96, 150, K, 0.9)),
  }),
  sign({
    key: 'no-passenger-tricycles',
    name: '禁止人力客运三轮车进入',
    aliases: ['禁止人力三轮客车进入', '禁止载客三轮车进入'],
    meaning: '禁止人力客运三轮车进入。',
    rule: '载客的人力三轮车不得进入；与人力货运三轮车区分，看图中三轮车载的是乘客座还是货物。',
    svg: prohibitionSign(pedalTricycle(104, 146, K, true, 0.92)),
  }),
  sign({
    key: 'no-cargo-tricycles',
    name: '禁止人力货运三轮车进入',
    aliases: ['禁止人力三轮货车进入', '禁止平板三轮车进入'],
    meaning: '禁止人力货运三轮车进入。',
    rule: '载货的人力三轮车不得进入；与人力客运三轮车区分，看图中三轮车载的是货物还是乘客座。',
    svg: prohibitionSign(pedalTricycle(104, 146, K, false, 0.92)),
  }),
  sign({
    key: 'no-handcarts',
    name: '禁止人力车进入',
    aliases: ['禁止手推车进入', '禁止板车进入'],
    meaning: '禁止人力车进入。',
    rule: '人力拉、推的车辆不得进入；其他车辆和行人不受此标志限制。',
    svg: prohibitionSign(handcart(100, 148, K, 0.92)),
  }),
  sign({
    key: 'no-pedestrians',
    name: '禁止行人进入',
    aliases: ['禁止行人通行', '行人禁行'],
    meaning: '禁止行人进入。',
    rule: '行人不得进入该道路或路段；车辆不受此标志限制。',
    svg: prohibitionSign(person(100, 106, K, 1.05)),
  }),
  sign({
    key: 'no-left-turn',
    name: '禁止向左转弯',
    aliases: ['禁止左转', '不准左转'],
    meaning: '前方路口禁止一切车辆向左转弯。',
    rule: '不得左转；按法规，设有禁止左转弯标志的地点也不得掉头。',
    svg: prohibitionSign(turnLeftArrow(K), { slash: true }),
  }),
  sign({
    key: 'no-right-turn',
    name: '禁止向右转弯',
    aliases: ['禁止右转', '不准右转'],
    meaning: '前方路口禁止一切车辆向右转弯。',
    rule: '不得右转，只能按其他允许的方向行驶；红杠压在黑色右转箭头上。',
    svg: prohibitionSign(turnRightArrow(K), { slash: true }),
  }),
  sign({
    key: 'no-straight',
    name: '禁止直行',
    aliases: ['不准直行'],
    meaning: '前方路口禁止一切车辆直行。',
    rule: '不得直行通过路口，只能按允许的方向转弯；与蓝底的直行指示标志（只准直行）意思相反。',
    svg: prohibitionSign(straightArrow(K, 100, 162, 40, 20), { slash: true }),
  }),
  sign({
    key: 'no-left-or-right-turn',
    name: '禁止向左向右转弯',
    aliases: ['禁止左右转弯', '禁止转弯'],
    meaning: '前方路口禁止一切车辆向左和向右转弯。',
    rule: '左转、右转都不允许，只能直行；也不得在此掉头。',
    svg: prohibitionSign(leftRightArrow(K), { slash: true }),
  }),
  sign({
    key: 'no-straight-or-left-turn',
    name: '禁止直行和向左转弯',
    aliases: ['禁止直行和左转'],
    meaning: '前方路口禁止一切车辆直行和向左转弯。',
    rule: '不得直行、不得左转（也不得掉头），只能向右转弯。',
    svg: prohibitionSign(straightLeftArrow(K), { slash: true }),
  }),
  sign({
    key: 'no-straight-or-right-turn',
    name: '禁止直行和向右转弯',
    aliases: ['禁止直行和右转'],
    meaning: '前方路口禁止一切车辆直行和向右转弯。',
    rule: '不得直行、不得右转，只能向左转弯。',
    svg: prohibitionSign(straightRightArrow(K), { slash: true }),
  }),
  sign({
    key: 'no-u-turn',
    name: '禁止掉头',
    aliases: ['禁止调头', '不准掉头'],
    meaning: '禁止机动车在此掉头。',
    rule: '不得掉头，但不禁止左转弯；反过来，禁止左转弯的地方也不得掉头。',
    svg: prohibitionSign(uTurnArrow(K), { slash: true }),
  }),
  sign({
    key: 'no-overtaking',
    name: '禁止超车',
    aliases: ['不准超车'],
    meaning: '该路段禁止机动车超车。',
    rule: '从标志处起至解除禁止超车标志处止不得超车；图中两辆车并排，没有红斜杠。',
    svg: prohibitionSign(overtakeCar(72, 126, C.red, W) + overtakeCar(128, 126, K, W)),
  }),
  sign({
    key: 'end-no-overtaking',
    name: '解除禁止超车',
    aliases: ['禁止超车结束'],
    meaning: '禁止超车路段到此结束。',
    rule: '此后可以超车，但仍须遵守超车的规定、确认安全；白底黑框、灰色车辆、黑色斜线。',
    svg: endSign(overtakeCar(72, 126, C.grey, W) + overtakeCar(128, 126, C.grey, W)),
  }),
  sign({
    key: 'no-parking',
    name: '禁止停车',
    aliases: ['禁止停放', '禁止临时停车', '红叉'],
    meaning: '禁止车辆临时或长时停放。',
    rule: '连临时停车（上下人、装卸物品）也不允许；蓝底红圈红叉，与只有一道红杠的禁止长时停车区分。',
    svg: noStoppingSign(true),
  }),
  sign({
    key: 'no-long-parking',
    name: '禁止长时停车',
    aliases: ['禁止长时间停车', '禁止长时停放', '一道杠'],
    meaning: '禁止车辆长时停放，临时停车不受限制。',
    rule: '可以临时停车上下人员或装卸物品，驾驶人不得离车；蓝底红圈一道红斜杠，与画红叉的禁止停车区分。',
    svg: noStoppingSign(false),
  }),
  sign({
    key: 'no-horn',
    name: '禁止鸣喇叭',
    aliases: ['禁鸣', '禁止鸣笛'],
    meaning: '禁止鸣喇叭。',
    rule: '在标志所示范围内不得鸣喇叭，需要提醒时可用灯光示意；与蓝底白喇叭的鸣喇叭指示标志相反。',
    svg: prohibitionSign(horn(K), { slash: true }),
  }),
  sign({
    key: 'width-limit-3',
    name: '限制宽度',
    aliases: ['限宽', '限制宽度3米'],
    meaning: '禁止装载宽度超过标志所示数值（图为3米）的车辆通行。',
    rule: '车辆连同装载物的宽度超过所示数值的不得通过；箭头左右相对的是限宽，上下相对的是限高。',
    svg: prohibitionSign(limitArrows(K, false) + text(100, 116, '3m', { size: 50 })),
  }),
  sign({
    key: 'height-limit-3-5',
    name: '限制高度',
    aliases: ['限高', '限制高度3.5米'],
    meaning: '禁止装载高度超过标志所示数值（图为3.5米）的车辆通行。',
    rule: '车辆连同装载物的高度超过所示数值的不得通过，常见于桥洞、隧道前；箭头上下相对。',
    svg: prohibitionSign(limitArrows(K, true) + text(100, 116, '3.5m', { size: 44 })),
  }),
  sign({
    key: 'weight-limit-10',
    name: '限制质量',
    aliases: ['限重', '限制重量', '限制质量10吨'],
    meaning: '禁止总质量超过标志所示数值（图为10吨）的车辆通行。',
    rule: '车辆连同装载物的总质量超过所示吨数的不得驶入，常见于桥梁前；与只管单个车轴的限制轴重区分。',
    svg: prohibitionSign(text(100, 120, '10t', { size: 58 })),
  }),
  sign({
    key: 'axle-load-limit-10',
    name: '限制轴重',
    aliases: ['限轴重', '限制轴重10吨'],
    meaning: '禁止轴重超过标志所示数值（图为10吨）的车辆通行。',
    rule: '任一车轴承受的质量超过所示吨数的车辆不得驶入；图中画有车轴，与只写吨数的限制质量区分。',
    svg: prohibitionSign(text(100, 96, '10t', { size: 50 }) + axle(100, 130, K)),
  }),
  sign({
    key: 'speed-limit-40',
    name: '限制速度',
    aliases: ['限速', '最高限速', '限速40'],
    meaning: '从标志处起，机动车行驶速度（千米/小时）不得超过标志所示数值（图为40）。',
    rule: '这是最高限速，至解除限制速度标志或另一块限速标志处止；红圈白底黑字为最高限速，蓝底白字为最低限速。',
    svg: prohibitionSign(text(100, 130, 40, { size: 86 })),
  }),
  sign({
    key: 'end-speed-limit-40',
    name: '解除限制速度',
    aliases: ['解除限速', '限速结束', '解除限速40'],
    meaning: '限制速度（图为40千米/小时）的路段到此结束。',
    rule: '此后按该道路的其他限速标志或法定最高速度行驶，并非不限速；白底黑框、灰色数字、黑色斜线。',
    svg: endSign(text(100, 130, 40, { size: 86, fill: C.grey })),
  }),
  sign({
    key: 'stop-for-inspection',
    name: '停车检查',
    aliases: ['检查站', '停车接受检查'],
    meaning: '前方设有检查站，机动车必须停车接受检查。',
    rule: '行至此处必须停车，接受检查后才可通行，不得冲卡。',
    svg: prohibitionSign(text(100, 96, '停车', { size: 40 }) + text(100, 142, '检查', { size: 40 })),
  }),
  sign({
    key: 'no-dangerous-goods-vehicles',
    name: '禁止运输危险物品车辆驶入',
    aliases: ['禁止危险品车辆驶入', '危险品车禁行'],
    meaning: '禁止运输危险物品的车辆驶入。',
    rule: '装载易燃、易爆、有毒等危险物品的车辆不得驶入，应按规定的路线绕行。',
    svg: prohibitionSign(hazmatTruck(100, 132, K, W, 1)),
  }),
  sign({
    key: 'customs',
    name: '海关',
    aliases: ['海关检查'],
    meaning: '前方为海关，所有车辆都必须停车接受检查。',
    rule: '到此须停车接受海关检查，经允许后方可通行。',
    svg: prohibitionSign(
      `<rect x="26" y="94" width="148" height="12" fill="${C.red}"/>${text(100, 80, '海关', { size: 42 })}`,
    ),
  }),
];
