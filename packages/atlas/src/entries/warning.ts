import { person, warningSign } from '../shapes';
import type { AtlasEntry } from '../types';

/** 警告标志 (GB 5768.2 chapter 4): yellow triangles that warn of a hazard ahead. */
export const warning: AtlasEntry[] = [
  {
    key: 'warning-children',
    kind: 'sign',
    group: 'warning',
    name: '注意儿童',
    aliases: ['小心儿童', '学校'],
    meaning: '前方是学校、幼儿园、少年宫等儿童经常出入的地方。',
    rule: '减速慢行，注意观察，随时准备停车让儿童先行；不得鸣喇叭催促。',
    svg: warningSign(person(82, 126, undefined, 0.78) + person(118, 126, undefined, 0.78)),
  },
];
