import { sql } from 'drizzle-orm';
import { slot } from '../../db/named-statement';

/**
 * Everything recording answers writes, as the `WITH` items of one statement (a 100-question submit was
 * 300–400 round trips): every attempt; each question's latest answer and its measured counts; the book,
 * where a wrongly answered question enters or stays with its streak reset, and a rightly answered one already
 * in it gains a right answer in a row and leaves once it has `clear` of them. The statement names two
 * relations before these: `tried(q, s, a, c)`, every attempt (question, subject, answer, right), and
 * `answered(q, a, c, n, w)`, one row per question (its latest answer, whether right, attempts, wrong ones).
 * The three book writes touch different rows (a question is wrong or right in one call, never both), so
 * running together they cannot meet. `entered` and `kept` return the ids still in the book. The questions'
 * counts are shared by every student: `counted` locks their rows in id order before `counts` changes them, so
 * submits sharing questions wait for each other instead of deadlocking (locked in each paper's own order,
 * eight students submitting at once over one 100-question bank lost 55 of 120 submits to a deadlock's 500).
 * Slots: `userId`, `source` and `clear`.
 */
export const answerWrites = sql`attempts as (
      insert into question_attempts (user_id, question_id, subject, answer, correct, source)
      select ${slot('userId')}::int, q, s, a, c, ${slot('source')}::text from tried
    ), latest as (
      insert into question_last_answers (user_id, question_id, answer, correct)
      select ${slot('userId')}::int, q, a, c from answered
      on conflict (user_id, question_id)
      do update set answer = excluded.answer, correct = excluded.correct, answered_at = now()
    ), counted as (
      select id from questions where id in (select q from answered) order by id for no key update
    ), counts as (
      update questions set attempts = questions.attempts + t.n, wrongs = questions.wrongs + t.w
      from answered as t
      where questions.id = t.q and questions.id in (select id from counted)
    ), entered as (
      insert into wrong_book (user_id, question_id, wrong_count)
      select ${slot('userId')}::int, q, w from answered where w > 0
      on conflict (user_id, question_id)
      do update set wrong_count = wrong_book.wrong_count + excluded.wrong_count, right_streak = 0, updated_at = now()
      returning question_id
    ), cleared as (
      delete from wrong_book
      where user_id = ${slot('userId')}::int and question_id in (select q from answered where w = 0)
        and right_streak + 1 >= ${slot('clear')}::int
    ), kept as (
      update wrong_book set right_streak = right_streak + 1, updated_at = now()
      where user_id = ${slot('userId')}::int and question_id in (select q from answered where w = 0)
        and right_streak + 1 < ${slot('clear')}::int
      returning question_id
    )`;
