CREATE TABLE "site_yard_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"item" text NOT NULL,
	"passed" boolean NOT NULL,
	"score" integer NOT NULL,
	"faults" jsonb NOT NULL,
	"events" jsonb NOT NULL,
	"ticks" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_yard_runs" ADD CONSTRAINT "site_yard_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_yard_runs" ADD CONSTRAINT "site_yard_runs_field_id_exam_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."exam_fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_yard_runs_user" ON "site_yard_runs" USING btree ("user_id","field_id","item");