CREATE TABLE "train_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"coach_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"hours" smallint NOT NULL,
	"amount_fen" integer NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"earned_fen" integer,
	"paid_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"stars" smallint,
	"review" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"photos" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
CREATE TABLE "train_listings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"car" jsonb,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"lng" double precision,
	"lat" double precision,
	"types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_reads" (
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "train_reads_booking_id_user_id_pk" PRIMARY KEY("booking_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "train_bookings" ADD CONSTRAINT "train_bookings_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_bookings" ADD CONSTRAINT "train_bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_bookings" ADD CONSTRAINT "train_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_checks" ADD CONSTRAINT "train_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_listings" ADD CONSTRAINT "train_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_messages" ADD CONSTRAINT "train_messages_booking_id_train_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."train_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_messages" ADD CONSTRAINT "train_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_reads" ADD CONSTRAINT "train_reads_booking_id_train_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."train_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_reads" ADD CONSTRAINT "train_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "train_bookings_order" ON "train_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "train_bookings_coach" ON "train_bookings" USING btree ("coach_id","start_at");--> statement-breakpoint
CREATE INDEX "train_bookings_student" ON "train_bookings" USING btree ("student_id","start_at");--> statement-breakpoint
CREATE INDEX "train_bookings_reviews" ON "train_bookings" USING btree ("coach_id","reviewed_at") WHERE stars is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "train_checks_user_kind" ON "train_checks" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "train_checks_status" ON "train_checks" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "train_listings_area" ON "train_listings" USING btree ("city","district");--> statement-breakpoint
CREATE INDEX "train_messages_booking" ON "train_messages" USING btree ("booking_id","id");--> statement-breakpoint
-- No two live bookings of one coach overlap. The coach id as a one-point range lets a plain GiST index
-- (no btree_gist extension, which PGlite would have to load) compare both columns.
ALTER TABLE "train_bookings" ADD CONSTRAINT "train_bookings_no_overlap" EXCLUDE USING gist (int4range("coach_id", "coach_id", '[]') WITH &&, tstzrange("start_at", "end_at") WITH &&) WHERE ("status" IN ('unpaid', 'paid', 'done'));--> statement-breakpoint
-- Every coach-for-hire order is for this product (never on sale by itself: inactive); its amount is the hours booked.
INSERT INTO "products" ("slug", "kind", "title", "summary", "price_fen", "unlocks", "refund_terms", "active", "sort")
VALUES ('train-hours', 'train', '陪练课时', '按小时预约的陪练', 0, '{}', '开始前 24 小时以前取消全额退款，之后不退', false, 1000)
ON CONFLICT ("slug") DO NOTHING;
