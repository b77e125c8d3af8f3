-- Starting a mock-exam paper in one call (modules/exam/paper-start.ts, createPaper). The process draws the
-- paper with the subject's rules as it last read them (p_expected, the settings' stored values); this checks them
-- and, if they still hold, abandons the person's open paper of the subject and stores the new one. A PL/pgSQL
-- function because each of its statements takes a fresh snapshot: the delete, after the lock, sees a paper
-- another request of this person committed while this one waited, which a single statement could not.
-- Rows: when the rules changed, one that is `stale`, with the stored values now (`stored_settings`), and nothing is
-- written; else the paper's questions listed in p_unshown (those the process has not shown yet).
-- The commit does not wait for its WAL flush: a crash within a moment of the draw loses a paper not yet started.
CREATE FUNCTION "exam_paper_start"(
  p_user integer, p_subject smallint, p_keys text[], p_expected jsonb,
  p_id text, p_bank text, p_question_ids integer[], p_points_each smallint, p_pass_mark smallint,
  p_stop_on_fail boolean, p_started_at timestamptz, p_deadline_at timestamptz, p_unshown integer[]
) RETURNS TABLE (
  stale boolean, stored_settings jsonb, question_id integer, question_type text, question_stem text, question_image text,
  question_options jsonb
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  stored jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(7243, p_user);
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT jsonb_object_agg(s."key", s."value") INTO stored FROM "settings" s WHERE s."key" = ANY(p_keys);
  IF stored IS DISTINCT FROM p_expected THEN
    RETURN QUERY SELECT true, stored, NULL::integer, NULL::text, NULL::text, NULL::text, NULL::jsonb;
    RETURN;
  END IF;
  DELETE FROM "exam_papers" p WHERE p."user_id" = p_user AND p."subject" = p_subject AND p."submitted_at" IS NULL;
  INSERT INTO "exam_papers"
    ("id", "user_id", "subject", "bank", "question_ids", "points_each", "pass_mark", "stop_on_fail", "started_at",
     "deadline_at")
  VALUES (p_id, p_user, p_subject, p_bank, p_question_ids, p_points_each, p_pass_mark, p_stop_on_fail, p_started_at,
    p_deadline_at);
  RETURN QUERY SELECT false, NULL::jsonb, q."id", q."type", q."stem", q."image", q."options"
    FROM "questions" q WHERE q."id" = ANY(p_unshown);
END
$$;
