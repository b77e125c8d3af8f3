import { prng } from '../../platform/prng';
import type { QuestionInput } from './bank-file';

/**
 * Large made-up banks for benchmarks and tests: deterministic for a seed, shaped like a real bank
 * (chapters, a type mix, topics, difficulties), with text that says plainly it is synthetic.
 */

const CHAPTERS: Record<1 | 4, string[]> = {
  1: ['s1-laws', 's1-signals', 's1-safety', 's1-operation'],
  4: ['s4-violations', 's4-safety', 's4-signs', 's4-ethics', 's4-weather', 's4-emergency', 's4-firstaid'],
};
const TOPICS = ['signs', 'speed', 'points', 'fines', 'lights', 'highway', 'weather', 'emergency'];

export function syntheticQuestions(opts: {
  subject: 1 | 4;
  count: number;
  prefix: string;
  seed?: number;
  banks?: string[];
}): QuestionInput[] {
  const rand = prng(opts.seed ?? 1);
  const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)] as T;
  const chapters = CHAPTERS[opts.subject];
  return Array.from({ length: opts.count }, (_, i) => {
    const n = i + 1;
    const roll = rand();
    const type: QuestionInput['type'] =
      opts.subject === 1
        ? roll < 0.4
          ? 'judge'
          : 'single'
        : roll < 0.4
          ? 'judge'
          : roll < 0.8
            ? 'single'
            : 'multiple';
    const options =
      type === 'judge' ? ['正确', '错误'] : ['选项甲', '选项乙', '选项丙', '选项丁'].map((o) => `${o}（${n}）`);
    let answer: string;
    if (type === 'judge') answer = pick(['A', 'B']);
    else if (type === 'single') answer = pick(['A', 'B', 'C', 'D']);
    else answer = pick(['AB', 'AC', 'BD', 'ABC', 'BCD', 'ABCD']);
    return {
      id: `${opts.prefix}-${n}`,
      subject: opts.subject,
      chapter: chapters[i % chapters.length] as string,
      type,
      stem: `合成练习题第${n}题：用于性能测试的题干，内容不代表真实交通法规。`,
      options,
      answer,
      explanation: `合成题第${n}题的解析：正确答案是${answer}。`,
      tip: null,
      topics: [pick(TOPICS)],
      difficulty: 1 + Math.floor(rand() * 5),
      banks: opts.banks ?? ['car'],
      image: null,
      curated: rand() < 0.2,
    };
  });
}
