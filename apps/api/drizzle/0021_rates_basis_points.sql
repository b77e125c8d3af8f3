-- Every rate becomes whole basis points (1 bp = 0.01 %; docs/money.md, Rates), under keys that say so: the
-- commission rates were fractions (0.2), the coach-for-hire fee was per cent (20), a level's bonus a fraction
-- (0.02). New keys rather than new values under the old ones, so a process of the previous release still
-- running during the upgrade reads its default for a moment (and no level bonus) instead of taking 2000 as a
-- fraction.
--
-- jsonb numbers are decimals, so the conversion is exact: 0.29 × 10000 is 2900, 0.05 is 500, 20 % is 2000.
-- A value finer than a basis point (the console's step was 0.01, so none is expected) is rounded down, as
-- every share is, and a value outside 0–100 % is held to it. A value that is not a number is dropped and
-- the default applies, as it did when it could not be read.
INSERT INTO "settings" ("key", "value", "updated_at")
SELECT m."new_key",
       to_jsonb(LEAST(10000, GREATEST(0, floor((s."value" #>> '{}')::numeric * m."factor")))::integer),
       s."updated_at"
FROM "settings" s
JOIN (VALUES ('commission.l1_rate', 'commission.l1_bp', 10000),
             ('commission.l2_rate', 'commission.l2_bp', 10000),
             ('train.fee_percent', 'train.fee_bp', 100)) AS m("old_key", "new_key", "factor")
  ON s."key" = m."old_key"
WHERE jsonb_typeof(s."value") = 'number'
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
DELETE FROM "settings" WHERE "key" IN ('commission.l1_rate', 'commission.l2_rate', 'train.fee_percent');
--> statement-breakpoint
-- Each level's `bonus` (a fraction) becomes `bonus_bp`, in the same order; anything else in the list is kept.
UPDATE "settings" SET "value" = (
  SELECT coalesce(
    jsonb_agg(
      CASE WHEN jsonb_typeof(e."level") = 'object' AND jsonb_typeof(e."level" -> 'bonus') = 'number'
        THEN (e."level" - 'bonus') || jsonb_build_object(
          'bonus_bp', LEAST(10000, GREATEST(0, floor((e."level" ->> 'bonus')::numeric * 10000)))::integer)
        ELSE e."level" END
      ORDER BY e."n"),
    '[]'::jsonb)
  FROM jsonb_array_elements("settings"."value") WITH ORDINALITY AS e("level", "n"))
WHERE "key" = 'coach.levels' AND jsonb_typeof("value") = 'array';
