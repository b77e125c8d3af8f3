import { queryOptions } from '@tanstack/react-query';
import { type ApiData, api } from '../../lib/api';

export const atlasKeys = {
  progress: ['atlas', 'progress'] as const,
  questions: (key: string) => ['atlas', 'questions', key] as const,
};

export type AtlasProgress = ApiData<'GET /v2/atlas/progress'>;

/** The student's atlas practice, per entry. */
export const atlasProgressQuery = () =>
  queryOptions({
    queryKey: atlasKeys.progress,
    queryFn: ({ signal }) => api('GET /v2/atlas/progress', { signal }),
  });

/** The bank's questions that show this entry as their picture. */
export const atlasQuestionsQuery = (key: string) =>
  queryOptions({
    queryKey: atlasKeys.questions(key),
    queryFn: ({ signal }) => api('GET /v2/atlas/questions', { query: { key }, signal }),
  });

/** Mastered: practised, and the last answer was right. */
export const masteredCount = (progress: AtlasProgress | undefined) =>
  progress?.entries.filter((e) => e.last_right).length ?? 0;
