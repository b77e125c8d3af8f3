CREATE TABLE "wish_reports" (
	"wish_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wish_reports_wish_id_user_id_pk" PRIMARY KEY("wish_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "wishes" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishes" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "wishes" ADD COLUMN "hidden_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wish_reports" ADD CONSTRAINT "wish_reports_wish_id_wishes_id_fk" FOREIGN KEY ("wish_id") REFERENCES "public"."wishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_reports" ADD CONSTRAINT "wish_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Wishes were stored as typed until now; those holding HTML tags or entities leave the wall for everyone but
-- their authors (as an operator's hiding would), for the operators to look at in the console.
UPDATE "wishes" SET "hidden_at" = now(), "hidden_by" = 'migration 0020', "hidden_reason" = '含有 HTML 标记'
WHERE "content" ~* '<\s*/?\s*[a-z!][^>]*>|&(#[0-9]+|#x[0-9a-f]+|[a-z]+);';
