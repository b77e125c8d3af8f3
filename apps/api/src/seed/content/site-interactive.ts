/**
 * The demo interactive video (issue 13), general (for every field): two decisions of the road test — a bus
 * at its stop, then a pedestrian at a zebra crossing — each choice leading to the clip of what happens.
 * Clips made by scripts/make-demo-media.sh (hd-*); text written for this project.
 */
import type { HdDoc } from '../../db/schema/site-docs';

const zebra: NonNullable<HdDoc['clips'][number]['question']> = {
  prompt: '前方人行横道上有行人准备通过，你应该怎么做？',
  choices: [
    {
      label: '在停止线前停车，等行人通过后再起步',
      next: 'zebra-yield',
      right: true,
      explain:
        '机动车行经人行横道应当减速；遇行人正在通过，应当停车让行（道路交通安全法第四十七条）。科目三里这是必查的安全要点，停车让行后确认安全再起步。',
    },
    {
      label: '行人还没走到路中间，抢先开过去',
      next: 'zebra-rush',
      right: false,
      explain:
        '行人随时可能加快脚步，抢行极易撞人。遇行人通过人行横道不停车让行，科目三直接判不合格；在实际道路上还要罚款并记3分。',
    },
  ],
};

export const demoInteractive: HdDoc[] = [
  {
    key: 'bus-stop-and-zebra',
    title: '公交车站与人行横道',
    summary:
      '科目三路考中常见的两个情形：前方公交车停靠站台，接着是有行人等待的人行横道。每一步由你决定怎么开，看看会发生什么，最后看你做对了几个决定。',
    start: 'bus-stop',
    clips: [
      {
        key: 'bus-stop',
        title: '前方公交车停靠站台',
        video: '/static/media/hd-bus-stop',
        question: {
          prompt: '前方公交车停在站台上下客，你应该怎么做？',
          choices: [
            {
              label: '减速慢行，注意公交车前方可能走出的行人',
              next: 'bus-slow',
              right: true,
              explain:
                '公交车车身挡住了视线，下车的乘客常从车头前横穿。减速并做好停车准备，才来得及应对突然出现的行人；考试中“通过公共汽车站”要求减速观察。',
            },
            {
              label: '鸣喇叭提醒，加速从旁边超过公交车',
              next: 'bus-honk',
              right: false,
              explain:
                '在公交站旁加速超越，行人一旦从车头前走出就来不及停车；通过公共汽车站不减速、随意鸣喇叭催促，考试中都会被判不合格或扣分。',
            },
          ],
        },
      },
      { key: 'bus-slow', title: '减速观察', video: '/static/media/hd-bus-slow', question: zebra },
      { key: 'bus-honk', title: '鸣笛超越', video: '/static/media/hd-bus-honk', question: zebra },
      { key: 'zebra-yield', title: '停车让行', video: '/static/media/hd-zebra-yield', question: null },
      { key: 'zebra-rush', title: '抢先通过', video: '/static/media/hd-zebra-rush', question: null },
    ],
  },
];
