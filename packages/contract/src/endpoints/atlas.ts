import { z } from 'zod';
import { get, post } from '../endpoint';
import { QuestionType, Subject } from '../exam-schemas';

/** An atlas entry's key (`@xueche/atlas`). */
const AtlasKey = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(64);

/** The bank's questions whose picture is this atlas entry, for the entry's page. */
export const atlasQuestions = get('/v2/atlas/questions', {
  auth: true,
  query: z.object({ key: AtlasKey }),
  response: z.object({
    key: z.string(),
    questions: z.array(z.object({ id: z.number().int(), subject: Subject, type: QuestionType, stem: z.string() })),
  }),
});

/** One answer in atlas practice: the entry shown and the entry whose name was picked. */
export const atlasAnswer = post('/v2/atlas/answers', {
  auth: true,
  body: z.object({ key: AtlasKey, chosen: AtlasKey }),
  response: z.object({ correct: z.boolean(), answer: z.string() }),
});

/** A student's atlas practice: totals and, per entry practised, answers, right answers and the last verdict. */
export const atlasProgress = get('/v2/atlas/progress', {
  auth: true,
  response: z.object({
    answers: z.number().int(),
    rights: z.number().int(),
    entries: z.array(
      z.object({ key: z.string(), answers: z.number().int(), rights: z.number().int(), last_right: z.boolean() }),
    ),
  }),
});
