import type { AdminApiMap } from '@xueche/contract';

export type CourseDetail = AdminApiMap['GET /admin/courses/detail']['response'];
export type Chapter = CourseDetail['chapters'][number];
export type Lesson = Chapter['lessons'][number];
export type Transcode = NonNullable<Lesson['transcode']>;

export const coursesKey = ['admin', 'courses'] as const;
export const courseKey = (id: number) => ['admin', 'courses', id] as const;

/** Whether a transcode is still moving: the course is polled until none is. */
export const inFlight = (t: Transcode | null) => t?.status === 'queued' || t?.status === 'running';
