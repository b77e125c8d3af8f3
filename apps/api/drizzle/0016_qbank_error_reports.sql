ALTER TABLE "app_notices" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "reply" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "resolved_by" text;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_notices" ADD CONSTRAINT "app_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;