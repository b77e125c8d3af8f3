CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_answers" (
	"paper_id" text NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_answers_paper_id_question_id_pk" PRIMARY KEY("paper_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject" smallint NOT NULL,
	"bank" text NOT NULL,
	"question_ids" integer[] NOT NULL,
	"points_each" smallint NOT NULL,
	"pass_mark" smallint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" smallint,
	"passed" boolean,
	"time_used_s" integer
);
--> statement-breakpoint
CREATE TABLE "ops_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_positions" (
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_positions_user_id_scope_pk" PRIMARY KEY("user_id","scope")
);
--> statement-breakpoint
CREATE TABLE "question_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"subject" smallint NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_banks" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"classes" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"subject" smallint NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "question_chapters_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "question_favorites" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_favorites_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_last_answers" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_last_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_topics" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ext_id" text NOT NULL,
	"subject" smallint NOT NULL,
	"chapter_id" integer NOT NULL,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"image" text,
	"options" jsonb NOT NULL,
	"answer" text NOT NULL,
	"explanation" text NOT NULL,
	"tip" text,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"banks" text[] NOT NULL,
	"difficulty" smallint NOT NULL,
	"curated" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"wrongs" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_ext_id_unique" UNIQUE("ext_id")
);
--> statement-breakpoint
CREATE TABLE "wrong_book" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"wrong_count" integer DEFAULT 1 NOT NULL,
	"right_streak" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wrong_book_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_bank_question_banks_key_fk" FOREIGN KEY ("bank") REFERENCES "public"."question_banks"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_positions" ADD CONSTRAINT "practice_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_attempts" ADD CONSTRAINT "question_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_attempts" ADD CONSTRAINT "question_attempts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_favorites" ADD CONSTRAINT "question_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_favorites" ADD CONSTRAINT "question_favorites_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_last_answers" ADD CONSTRAINT "question_last_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_last_answers" ADD CONSTRAINT "question_last_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_chapter_id_question_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."question_chapters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_book" ADD CONSTRAINT "wrong_book_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wrong_book" ADD CONSTRAINT "wrong_book_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_papers_user_subject" ON "exam_papers" USING btree ("user_id","subject","started_at");--> statement-breakpoint
CREATE INDEX "exam_papers_open" ON "exam_papers" USING btree ("user_id") WHERE submitted_at is null;--> statement-breakpoint
CREATE INDEX "question_attempts_user_question" ON "question_attempts" USING btree ("user_id","question_id","id");--> statement-breakpoint
CREATE INDEX "question_attempts_user_subject" ON "question_attempts" USING btree ("user_id","subject");--> statement-breakpoint
CREATE INDEX "questions_subject_chapter" ON "questions" USING btree ("subject","chapter_id","id");--> statement-breakpoint
CREATE INDEX "questions_banks" ON "questions" USING gin ("banks");--> statement-breakpoint
CREATE INDEX "questions_topics" ON "questions" USING gin ("topics");--> statement-breakpoint
INSERT INTO "question_banks" ("key", "title", "classes", "sort") VALUES
  ('car', '小车', 'C1/C2/C3', 1),
  ('bus', '客车', 'A1/A3/B1', 2),
  ('truck', '货车', 'A2/B2', 3),
  ('moto', '摩托车', 'D/E/F', 4)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "question_chapters" ("key", "subject", "title", "sort") VALUES
  ('s1-laws', 1, '道路交通安全法律、法规和规章', 1),
  ('s1-signals', 1, '道路交通信号', 2),
  ('s1-safety', 1, '安全行车、文明驾驶基础知识', 3),
  ('s1-operation', 1, '机动车驾驶操作相关基础知识', 4),
  ('s4-violations', 4, '违法行为综合判断与案例分析', 1),
  ('s4-safety', 4, '安全行车常识', 2),
  ('s4-signs', 4, '常见交通标志、标线和交通手势辨识', 3),
  ('s4-ethics', 4, '驾驶职业道德和文明驾驶常识', 4),
  ('s4-weather', 4, '恶劣气候和复杂道路条件下驾驶常识', 5),
  ('s4-emergency', 4, '紧急情况下避险常识', 6),
  ('s4-firstaid', 4, '交通事故救护及常见危化品处置常识', 7)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "question_topics" ("key", "title", "sort") VALUES
  ('signs', '交通标志', 1), ('markings', '交通标线', 2), ('signals', '信号灯', 3), ('gestures', '交警手势', 4),
  ('lights', '车辆灯光', 5), ('speed', '速度规定', 6), ('points', '记分', 7), ('fines', '罚款与处罚', 8),
  ('licence', '驾驶证', 9), ('highway', '高速公路', 10), ('accident', '事故处理', 11), ('alcohol', '酒驾醉驾', 12),
  ('weather', '恶劣天气', 13), ('emergency', '紧急避险', 14), ('firstaid', '伤员急救', 15),
  ('instruments', '仪表与指示灯', 16), ('operation', '驾驶操作', 17), ('parking', '停车', 18),
  ('overtaking', '超车会车', 19), ('pedestrians', '行人与非机动车', 20), ('hazmat', '危险化学品', 21),
  ('ethics', '文明驾驶', 22)
ON CONFLICT DO NOTHING;
