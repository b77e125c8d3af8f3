CREATE TABLE "light_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"mode" text NOT NULL,
	"passed" boolean NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "light_sets" (
	"field_id" integer PRIMARY KEY NOT NULL,
	"set" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "light_attempts" ADD CONSTRAINT "light_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "light_attempts" ADD CONSTRAINT "light_attempts_field_id_exam_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."exam_fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "light_sets" ADD CONSTRAINT "light_sets_field_id_exam_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."exam_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "light_attempts_user" ON "light_attempts" USING btree ("user_id","created_at");