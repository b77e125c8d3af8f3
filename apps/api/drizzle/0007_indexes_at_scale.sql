DROP INDEX "point_entries_coach";--> statement-breakpoint
DROP INDEX "ledger_coach";--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id","created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_type" ON "users" USING btree ("id","user_type");--> statement-breakpoint
CREATE INDEX "question_last_answers_user_correct" ON "question_last_answers" USING btree ("user_id","question_id","correct");--> statement-breakpoint
CREATE INDEX "point_entries_coach" ON "point_entries" USING btree ("coach_id","id","points");--> statement-breakpoint
CREATE INDEX "ledger_coach" ON "ledger_entries" USING btree ("coach_id","id","kind","created_at","amount_fen");