CREATE TABLE "coach_point_totals" (
	"coach_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coach_point_totals_coach_id_slot_pk" PRIMARY KEY("coach_id","slot")
);
--> statement-breakpoint
ALTER TABLE "coach_point_totals" ADD CONSTRAINT "coach_point_totals_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every entry written or removed moves its coach's total, in the same transaction, whoever writes it.
CREATE FUNCTION "coach_point_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "coach_point_totals" ("coach_id", "slot", "points") VALUES (NEW."coach_id", NEW."id" % 8, NEW."points")
    ON CONFLICT ("coach_id", "slot") DO UPDATE SET "points" = "coach_point_totals"."points" + EXCLUDED."points";
  ELSE
    UPDATE "coach_point_totals" SET "points" = "points" - OLD."points"
    WHERE "coach_id" = OLD."coach_id" AND "slot" = OLD."id" % 8;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "point_entries_total" AFTER INSERT OR DELETE ON "point_entries"
  FOR EACH ROW EXECUTE FUNCTION "coach_point_totals_follow"();
--> statement-breakpoint
INSERT INTO "coach_point_totals" ("coach_id", "slot", "points")
  SELECT "coach_id", "id" % 8, sum("points")::int FROM "point_entries" GROUP BY "coach_id", "id" % 8;
