CREATE TABLE "atlas_progress" (
	"user_id" integer NOT NULL,
	"entry_key" text NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"rights" integer DEFAULT 0 NOT NULL,
	"last_right" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atlas_progress_user_id_entry_key_pk" PRIMARY KEY("user_id","entry_key")
);
--> statement-breakpoint
ALTER TABLE "atlas_progress" ADD CONSTRAINT "atlas_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The demo bank's sign pictures were static files under /static/signs/; the atlas now draws each of them under
-- the same name, so a question's picture names its atlas entry and links to it.
UPDATE "questions" SET "image" = 'atlas:' || substring("image" from '^/static/signs/([a-z0-9-]+)\.svg$') WHERE "image" ~ '^/static/signs/[a-z0-9-]+\.svg$';
