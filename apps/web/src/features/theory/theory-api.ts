import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { PracticeMode, Subject } from '@xueche/contract';
import { api } from '../../lib/api';
import { BANK } from './subject';

/** Practice pages hold this many questions: the answer sheet jumps between pages. */
export const PAGE_SIZE = 20;

export const theoryKeys = {
  all: ['exam'] as const,
  hub: (subject: Subject) => ['exam', 'chapters', subject] as const,
  practice: (scope: PracticeScope, page: number) => ['exam', 'practice', scope, page] as const,
  paper: (id: string) => ['exam', 'paper', id] as const,
};

export interface PracticeScope {
  subject: Subject;
  mode: PracticeMode;
  chapter?: number;
  topic?: string;
  /** Picture mode: the atlas entry's key. */
  picture?: string;
  seed?: string;
}

export const hubQuery = (subject: Subject) =>
  queryOptions({
    queryKey: theoryKeys.hub(subject),
    queryFn: ({ signal }) => api('GET /v1/exam/chapters', { query: { subject, bank: BANK }, signal }),
  });

export const practicePageQuery = (scope: PracticeScope, page: number) =>
  queryOptions({
    queryKey: theoryKeys.practice(scope, page),
    queryFn: ({ signal }) =>
      api('GET /v1/exam/practice', { query: { ...scope, bank: BANK, page, num: PAGE_SIZE }, signal }),
    // A page keeps what the user saw while they practise; answers are tracked beside it.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const paperQuery = (id: string) =>
  queryOptions({
    queryKey: theoryKeys.paper(id),
    queryFn: ({ signal }) => api('GET /v1/exam/paper', { query: { id }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** After answers or an exam, the hub's counts and the history are out of date. */
export function refreshProgress(client: QueryClient, subject: Subject): void {
  void client.invalidateQueries({ queryKey: theoryKeys.hub(subject) });
  void client.invalidateQueries({ queryKey: ['exam', 'stats'] });
  void client.invalidateQueries({ queryKey: ['exam', 'history'] });
}

export async function startPaper(subject: Subject, stopOnFail: boolean) {
  return api('POST /v1/exam/paper', { body: { subject, bank: BANK, stop_on_fail: stopOnFail } });
}

export const PAPER_ID = /^[A-Za-z0-9]{16,32}$/;
