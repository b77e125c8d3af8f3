CREATE TABLE "wish_votes" (
	"wish_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wish_votes_wish_id_user_id_pk" PRIMARY KEY("wish_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wish_votes" ADD CONSTRAINT "wish_votes_wish_id_wishes_id_fk" FOREIGN KEY ("wish_id") REFERENCES "public"."wishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish_votes" ADD CONSTRAINT "wish_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishes" ADD CONSTRAINT "wishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishes_new" ON "wishes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "wishes_hot" ON "wishes" USING btree ("votes","id");--> statement-breakpoint
CREATE INDEX "wishes_user" ON "wishes" USING btree ("user_id","created_at");