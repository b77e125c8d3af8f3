import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '../../lib/api';
import { coursesKey } from './courses-api';

/** The course screen's writes: each says what came of it and fetches the course again. */
export function useCourseEdits(courseKey: readonly unknown[]) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const done = (text: string) => () => {
    message.success(text);
    void queryClient.invalidateQueries({ queryKey: courseKey });
    void queryClient.invalidateQueries({ queryKey: coursesKey, exact: true });
  };
  const onError = (error: Error) => message.error(error.message);
  return {
    order: useMutation({
      mutationFn: (body: { kind: 'chapters' | 'lessons'; parent_id: number; ids: number[] }) =>
        api('POST /admin/courses/order', { body }),
      onSuccess: done('顺序已更新'),
      onError,
    }),
    retire: useMutation({
      mutationFn: (body: { kind: 'chapter' | 'lesson'; id: number; retired: boolean }) =>
        api('POST /admin/courses/retire', { body }),
      onSuccess: (_d, body) => done(body.retired ? '已下架，学员不再看到' : '已恢复上架')(),
      onError,
    }),
    chapter: useMutation({
      mutationFn: (body: { id?: number; course_id?: number; title: string }) =>
        api('POST /admin/courses/chapters/save', { body }),
      onSuccess: done('章节已保存'),
      onError,
    }),
    course: useMutation({
      mutationFn: (body: { id?: number; field_id?: number; title: string }) =>
        api('POST /admin/courses/save', { body }),
      onSuccess: done('课程已保存'),
      onError,
    }),
  };
}

/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const [item] = next.splice(index, 1);
  next.splice(index + step, 0, item as number);
  return next;
}
