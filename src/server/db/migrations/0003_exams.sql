CREATE TABLE "exam_pin_states" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"exam_session_id" integer,
	"verified_time" timestamp with time zone,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"first_failed_time" timestamp with time zone,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exam_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"certificate_type" smallint DEFAULT 2 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"exam_code" text NOT NULL,
	"pin" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"closed_time" timestamp with time zone,
	"is_closed_manually" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creator_user_id" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_examination_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_examination_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"option_ids" integer[] NOT NULL,
	"answer_option_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"answered_time" timestamp with time zone,
	"is_correct" boolean
);
--> statement-breakpoint
CREATE TABLE "user_examinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"user_id" integer NOT NULL,
	"examination_id" integer NOT NULL,
	"certificate_type" smallint NOT NULL,
	"exam_session_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submit_time" timestamp with time zone,
	"question_count" integer NOT NULL,
	"correct_count" integer,
	"score" numeric(5, 2),
	"percent_need_to_pass" integer NOT NULL,
	"is_passed" boolean,
	"user_certificate_id" integer,
	"already_certified" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'is' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_number_sequences" (
	"certificate_id" smallint NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_english" text NOT NULL,
	"validity_years" integer DEFAULT 5 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"user_id" integer NOT NULL,
	"certificate_id" smallint NOT NULL,
	"certificate_number" text NOT NULL,
	"is_passed" boolean DEFAULT true NOT NULL,
	"exam_date" date,
	"passed_date" date NOT NULL,
	"expired_date" date NOT NULL,
	"user_examination_id" integer,
	"verify_token" text NOT NULL,
	"revoked_time" timestamp with time zone,
	"revoked_reason" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_certificates_certificateNumber_unique" UNIQUE("certificate_number"),
	CONSTRAINT "user_certificates_verifyToken_unique" UNIQUE("verify_token")
);
--> statement-breakpoint
ALTER TABLE "exam_pin_states" ADD CONSTRAINT "exam_pin_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_pin_states" ADD CONSTRAINT "exam_pin_states_exam_session_id_exam_sessions_id_fk" FOREIGN KEY ("exam_session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_examination_questions" ADD CONSTRAINT "user_examination_questions_user_examination_id_user_examinations_id_fk" FOREIGN KEY ("user_examination_id") REFERENCES "public"."user_examinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_examination_questions" ADD CONSTRAINT "user_examination_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_examination_questions" ADD CONSTRAINT "user_examination_questions_category_id_examination_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."examination_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_examinations" ADD CONSTRAINT "user_examinations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_examinations" ADD CONSTRAINT "user_examinations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_examinations" ADD CONSTRAINT "user_examinations_examination_id_examinations_id_fk" FOREIGN KEY ("examination_id") REFERENCES "public"."examinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_examinations" ADD CONSTRAINT "user_examinations_exam_session_id_exam_sessions_id_fk" FOREIGN KEY ("exam_session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_user_examination_id_user_examinations_id_fk" FOREIGN KEY ("user_examination_id") REFERENCES "public"."user_examinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_pin_states_exam_session_id_idx" ON "exam_pin_states" USING btree ("exam_session_id");--> statement-breakpoint
CREATE INDEX "exam_sessions_tenant_id_idx" ON "exam_sessions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "exam_sessions_creator_user_id_idx" ON "exam_sessions" USING btree ("creator_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_sessions_open_code_key" ON "exam_sessions" USING btree ("exam_code") WHERE "exam_sessions"."status" = 1 and not "exam_sessions"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "user_examination_questions_position_key" ON "user_examination_questions" USING btree ("user_examination_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "user_examination_questions_question_key" ON "user_examination_questions" USING btree ("user_examination_id","question_id");--> statement-breakpoint
CREATE INDEX "user_examination_questions_question_id_idx" ON "user_examination_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "user_examination_questions_category_id_idx" ON "user_examination_questions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "user_examinations_tenant_id_idx" ON "user_examinations" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "user_examinations_user_id_idx" ON "user_examinations" USING btree ("user_id","certificate_type");--> statement-breakpoint
CREATE INDEX "user_examinations_examination_id_idx" ON "user_examinations" USING btree ("examination_id");--> statement-breakpoint
CREATE INDEX "user_examinations_exam_session_id_idx" ON "user_examinations" USING btree ("exam_session_id");--> statement-breakpoint
CREATE INDEX "user_examinations_submit_time_idx" ON "user_examinations" USING btree ("submit_time");--> statement-breakpoint
CREATE UNIQUE INDEX "user_examinations_open_key" ON "user_examinations" USING btree ("user_id","certificate_type") WHERE "user_examinations"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_number_sequences_key" ON "certificate_number_sequences" USING btree ("certificate_id","year");--> statement-breakpoint
CREATE INDEX "user_certificates_tenant_id_idx" ON "user_certificates" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "user_certificates_user_id_idx" ON "user_certificates" USING btree ("user_id","certificate_id");--> statement-breakpoint
CREATE INDEX "user_certificates_certificate_id_idx" ON "user_certificates" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "user_certificates_user_examination_id_idx" ON "user_certificates" USING btree ("user_examination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_certificates_number_key" ON "user_certificates" USING btree (upper("certificate_number"));