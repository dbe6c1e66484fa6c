CREATE TABLE "course_page_reads" (
	"user_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_page_reads_user_id_page_id_pk" PRIMARY KEY("user_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "course_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"course_type" smallint NOT NULL,
	"rank" integer NOT NULL,
	"name_icelandic" text NOT NULL,
	"name_english" text NOT NULL,
	"content_icelandic" text NOT NULL,
	"content_english" text NOT NULL,
	"raw_content_icelandic" text NOT NULL,
	"raw_content_english" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"course_type" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"user_id" integer NOT NULL,
	"course_type" smallint NOT NULL,
	"last_page_rank" integer DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"completion_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "examination_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"examination_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_english" text DEFAULT '' NOT NULL,
	"minimum_required_questions" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "examinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"certificate_type" smallint NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "question_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"question_id" integer,
	"key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"description_icelandic" text NOT NULL,
	"description_english" text NOT NULL,
	"is_answer" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"category_id" integer NOT NULL,
	"description_icelandic" text NOT NULL,
	"description_english" text NOT NULL,
	"raw_content_icelandic" text NOT NULL,
	"raw_content_english" text NOT NULL,
	"question_type" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "course_page_reads" ADD CONSTRAINT "course_page_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_page_reads" ADD CONSTRAINT "course_page_reads_page_id_course_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."course_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_pages" ADD CONSTRAINT "course_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_courses" ADD CONSTRAINT "user_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examination_categories" ADD CONSTRAINT "examination_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examination_categories" ADD CONSTRAINT "examination_categories_examination_id_examinations_id_fk" FOREIGN KEY ("examination_id") REFERENCES "public"."examinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinations" ADD CONSTRAINT "examinations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_images" ADD CONSTRAINT "question_images_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_images" ADD CONSTRAINT "question_images_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_examination_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."examination_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_page_reads_page_id_idx" ON "course_page_reads" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "course_pages_tenant_id_idx" ON "course_pages" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "course_pages_type_rank_idx" ON "course_pages" USING btree ("course_type","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_type_key" ON "courses" USING btree (coalesce("tenant_id", 0),"course_type");--> statement-breakpoint
CREATE INDEX "courses_tenant_id_idx" ON "courses" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_courses_user_type_key" ON "user_courses" USING btree ("user_id","course_type");--> statement-breakpoint
CREATE INDEX "user_courses_tenant_id_idx" ON "user_courses" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "examination_categories_tenant_id_idx" ON "examination_categories" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "examination_categories_examination_id_idx" ON "examination_categories" USING btree ("examination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "examinations_type_key" ON "examinations" USING btree (coalesce("tenant_id", 0),"certificate_type") WHERE not "examinations"."is_deleted";--> statement-breakpoint
CREATE INDEX "examinations_tenant_id_idx" ON "examinations" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "question_images_tenant_id_idx" ON "question_images" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "question_images_question_id_idx" ON "question_images" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_options_question_id_idx" ON "question_options" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_tenant_id_idx" ON "questions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "questions_category_id_idx" ON "questions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "questions_category_raw_idx" ON "questions" USING btree ("category_id",lower("raw_content_icelandic")) WHERE not "questions"."is_deleted";--> statement-breakpoint
-- Ranks are unique per tenant and course type, checked at commit so a reorder can shift many rows.
ALTER TABLE "course_pages" ADD CONSTRAINT "course_pages_rank_key" UNIQUE NULLS NOT DISTINCT ("tenant_id","course_type","rank") DEFERRABLE INITIALLY DEFERRED;
