CREATE TABLE "pin_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"passenger_id" integer NOT NULL,
	"seats" smallint NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cancelled_by" text,
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pin_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pin_owners" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"car" jsonb,
	"licence" text,
	"vehicle_licence" text,
	"plate_photo" text,
	"status" text DEFAULT 'none' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pin_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"address" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pin_reads" (
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pin_reads_booking_id_user_id_pk" PRIMARY KEY("booking_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pin_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"route" jsonb NOT NULL,
	"depart_at" timestamp with time zone NOT NULL,
	"seats" smallint NOT NULL,
	"fare_fen" integer NOT NULL,
	"car" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"route_m" integer,
	"route_s" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pin_bookings" ADD CONSTRAINT "pin_bookings_trip_id_pin_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."pin_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_bookings" ADD CONSTRAINT "pin_bookings_passenger_id_users_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_messages" ADD CONSTRAINT "pin_messages_booking_id_pin_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."pin_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_messages" ADD CONSTRAINT "pin_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_owners" ADD CONSTRAINT "pin_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_places" ADD CONSTRAINT "pin_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_reads" ADD CONSTRAINT "pin_reads_booking_id_pin_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."pin_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_reads" ADD CONSTRAINT "pin_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_trips" ADD CONSTRAINT "pin_trips_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_trips" ADD CONSTRAINT "pin_trips_field_id_exam_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."exam_fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_bookings_trip" ON "pin_bookings" USING btree ("trip_id","status");--> statement-breakpoint
CREATE INDEX "pin_bookings_passenger" ON "pin_bookings" USING btree ("passenger_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pin_bookings_live" ON "pin_bookings" USING btree ("trip_id","passenger_id") WHERE status in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "pin_messages_booking" ON "pin_messages" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "pin_places_user" ON "pin_places" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "pin_trips_field" ON "pin_trips" USING btree ("field_id","depart_at");--> statement-breakpoint
CREATE INDEX "pin_trips_owner" ON "pin_trips" USING btree ("owner_id","depart_at");--> statement-breakpoint
CREATE INDEX "pin_trips_depart" ON "pin_trips" USING btree ("depart_at");