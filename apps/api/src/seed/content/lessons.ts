/** The demo course every exam field offers: three chapters of short video lessons. Text written for this project. */
import type { DemoCourseChapter } from './types';

export const demoCourse: DemoCourseChapter[] = [
  {
    title: '科目二 基础项目',
    lessons: [
      {
        slug: 'k2-reverse-parking-basics',
        title: '倒车入库',
        summary: '讲解从起始位置倒入车库的完整流程：何时打方向、何时回正，以及如何借助后视镜判断车身位置。',
        video: 'k2-reverse-parking',
        free: true,
        previewSeconds: 0,
      },
      {
        slug: 'k2-parallel-parking-basics',
        title: '侧方停车',
        summary: '演示一次倒车将车辆停入右侧车位的步骤，重点讲清楚车身与库位边线的参照点，以及出库时的转向灯使用。',
        video: 'k2-parallel-parking',
        free: false,
        previewSeconds: 6,
      },
      {
        slug: 'k2-hill-start-basics',
        title: '坡道定点停车和起步',
        summary: '教你在上坡路段把车停在停车线上，并用离合与油门配合平稳起步、不后溜。',
        video: 'k2-hill-start',
        free: false,
        previewSeconds: 6,
      },
      {
        slug: 'k2-curve-driving-basics',
        title: '曲线行驶',
        summary: '讲解通过S形弯道时的车速控制和视线参照，帮助你全程车轮不压边线。',
        video: 'k2-curve-driving',
        free: false,
        previewSeconds: 6,
      },
    ],
  },
  {
    title: '科目三 道路驾驶',
    lessons: [
      {
        slug: 'k3-lane-change-basics',
        title: '变更车道',
        summary: '从开启转向灯、观察后视镜和回头确认，到平稳驶入相邻车道，完整演示一次变更车道。',
        video: 'k3-lane-change',
        free: true,
        previewSeconds: 0,
      },
      {
        slug: 'k3-night-lights-basics',
        title: '夜间灯光使用',
        summary: '逐条讲解夜间行驶中常见情形对应的灯光操作，如会车、跟车、通过路口和路边临时停车。',
        video: 'k3-night-lights',
        free: false,
        previewSeconds: 6,
      },
    ],
  },
  {
    title: '考前冲刺',
    lessons: [
      {
        slug: 'sprint-reverse-parking-deductions',
        title: '倒车入库常见扣分点',
        summary: '梳理倒车入库中最容易出错的环节，如车身出线、中途停车和入库不正，并给出对应的纠正方法。',
        video: 'k2-reverse-parking',
        free: true,
        previewSeconds: 0,
      },
      {
        slug: 'sprint-lane-change-observation',
        title: '变更车道观察要领',
        summary: '总结变道前的观察顺序和转向灯时机，帮助你避免观察不足、转向灯开启时间不够等常见问题。',
        video: 'k3-lane-change',
        free: false,
        previewSeconds: 6,
      },
    ],
  },
];
