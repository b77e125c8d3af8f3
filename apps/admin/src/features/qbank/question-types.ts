import type { AdminApiMap } from '@xueche/contract';

export type Question = AdminApiMap['GET /admin/questions']['response']['list'][number];
export type QuestionEdit = Omit<AdminApiMap['POST /admin/questions/update']['body'], 'id'>;

export const TYPE_LABELS: Record<Question['type'], string> = { judge: '判断题', single: '单选题', multiple: '多选题' };
export const SUBJECT_LABELS: Record<number, string> = { 1: '科目一', 4: '科目四' };

/** A, B, C… for the option at each place. */
export const letter = (i: number) => String.fromCharCode(65 + i);

/** The fields an operator edits, from the question as it is. */
export const editOf = (q: Question): QuestionEdit => ({
  stem: q.stem,
  options: q.options,
  answer: q.answer,
  explanation: q.explanation,
  image: q.image,
});
