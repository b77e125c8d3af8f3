CREATE TABLE "site_fields" (
	"field_id" integer PRIMARY KEY NOT NULL,
	"yard" jsonb NOT NULL,
	"panoramas" jsonb NOT NULL,
	"practice_slots" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_hd_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_id" integer,
	"key" text NOT NULL,
	"graph" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_practice_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_route_picks" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"coach_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"picked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_routes" ADD COLUMN "video" text;--> statement-breakpoint
ALTER TABLE "exam_routes" ADD COLUMN "prompts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_fields" ADD CONSTRAINT "site_fields_field_id_exam_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."exam_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_hd_videos" ADD CONSTRAINT "site_hd_videos_field_id_exam_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."exam_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_practice_applications" ADD CONSTRAINT "site_practice_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_practice_applications" ADD CONSTRAINT "site_practice_applications_field_id_exam_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."exam_fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_route_picks" ADD CONSTRAINT "site_route_picks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_route_picks" ADD CONSTRAINT "site_route_picks_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_route_picks" ADD CONSTRAINT "site_route_picks_route_id_exam_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."exam_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_hd_videos_field_key" ON "site_hd_videos" USING btree ("field_id","key") WHERE field_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "site_hd_videos_general_key" ON "site_hd_videos" USING btree ("key") WHERE field_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "site_practice_live" ON "site_practice_applications" USING btree ("user_id","date") WHERE status in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "site_practice_slot" ON "site_practice_applications" USING btree ("field_id","date","slot");--> statement-breakpoint
CREATE INDEX "site_practice_user" ON "site_practice_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "site_practice_status" ON "site_practice_applications" USING btree ("status","created_at");