CREATE TABLE "light_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_id" integer,
	"item_key" text NOT NULL,
	"voice" text NOT NULL,
	"text" text NOT NULL,
	"key" text NOT NULL,
	"voice_ms" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "light_recordings_key_unique" UNIQUE("key"),
	CONSTRAINT "light_recordings_item_voice" UNIQUE NULLS NOT DISTINCT("field_id","item_key","voice")
);
--> statement-breakpoint
ALTER TABLE "light_recordings" ADD CONSTRAINT "light_recordings_field_id_exam_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."exam_fields"("id") ON DELETE cascade ON UPDATE no action;