import type { Sentences } from './sentences';

/** The night-lighting exam. */
export const lightMessages = {
  light_item_unknown: {
    zh: '这条灯光指令不在该考场的指令集中',
    en: "This instruction is not in the field's lighting set",
  },
  light_exam_order: {
    zh: '灯光模拟考试应以开始指令开头、以结束指令收尾（或在第一条错误处结束），中间指令不重复',
    en: 'A lighting exam runs from the opening instruction to the closing one (or stops at its first mistake), with no instruction twice',
  },
  light_exam_too_long: {
    zh: '指令数超过了该考场一场灯光考试的数量',
    en: "More instructions than one of this field's lighting exams has",
  },
  light_start_in_exam: {
    zh: '灯光模拟考试的灯光从全部关闭开始、逐条延续，不能指定起始灯光',
    en: 'In a lighting exam the lights start all off and carry over: an instruction cannot name its own start',
  },
  light_start_impossible: {
    zh: '远光灯只能在近光灯开启时点亮',
    en: 'High beam lights only with the headlights on low beam',
  },
  light_mod_absent: {
    zh: '该考场的灯光指令中没有这一类',
    en: "This field's lighting set has no instruction of this kind",
  },
  light_attempt_not_found: { zh: '这次灯光练习记录不存在', en: 'This lighting attempt does not exist' },
} as const satisfies Sentences;
