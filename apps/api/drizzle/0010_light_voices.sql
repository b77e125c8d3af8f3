CREATE TABLE "light_voices" (
	"key" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"voice_ms" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "light_attempts" ADD COLUMN "share_code" text;--> statement-breakpoint
ALTER TABLE "light_attempts" ADD CONSTRAINT "light_attempts_share_code_unique" UNIQUE("share_code");