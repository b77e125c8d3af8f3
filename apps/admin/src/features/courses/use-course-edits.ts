import { api } from '../../lib/api';
import { useSubmit } from '../../lib/submit';
import { coursesKey } from './courses-api';

/** The course screen's writes: each says what came of it and fetches the course again. */
export function useCourseEdits(courseKey: readonly unknown[]) {
  const refetch = [courseKey, coursesKey];
  return {
    order: useSubmit(
      (body: { kind: 'chapters' | 'lessons'; parent_id: number; ids: number[] }) =>
        api('POST /admin/courses/order', { body }),
      { success: '顺序已更新', refetch },
    ),
    retire: useSubmit(
      (body: { kind: 'chapter' | 'lesson'; id: number; retired: boolean }) =>
        api('POST /admin/courses/retire', { body }),
      { success: (_d, body) => (body.retired ? '已下架，学员不再看到' : '已恢复上架'), refetch },
    ),
    chapter: useSubmit(
      (body: { id?: number; course_id?: number; title: string }) => api('POST /admin/courses/chapters/save', { body }),
      { success: '章节已保存', refetch },
    ),
    course: useSubmit(
      (body: { id?: number; field_id?: number; title: string }) => api('POST /admin/courses/save', { body }),
      { success: '课程已保存', refetch },
    ),
  };
}

/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const [item] = next.splice(index, 1);
  next.splice(index + step, 0, item as number);
  return next;
}
