import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { courseQuery } from './orders-api';

/**
 * Where a field's course opens: its first lesson ('/detail/{lesson_id}'). The chosen field carries
 * its lesson id; another field's course is looked up.
 */
export function useCourseEntry(fieldId: number | undefined) {
  const field = useSession((s) => s.field);
  const known = field && field.field_id === fieldId ? (field.lesson_id ?? undefined) : undefined;
  const course = useQuery({ ...courseQuery(fieldId ?? 0), enabled: fieldId !== undefined });
  const first = course.data?.chapters.flatMap((c) => c.lessons)[0]?.id;
  const lessonId = known ?? first;
  return {
    path: lessonId ? `/detail/${lessonId}` : undefined,
    course: course.data?.course,
    pending: lessonId === undefined && course.isPending && fieldId !== undefined,
  };
}
