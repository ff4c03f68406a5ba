CREATE TABLE "page_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"respondent_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"page_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"next_page_id" text,
	"final_status" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_values" (
	"respondent_id" uuid NOT NULL,
	"quota_id" text NOT NULL,
	"definition_codes" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "quota_values_respondent_id_quota_id_pk" PRIMARY KEY("respondent_id","quota_id")
);
--> statement-breakpoint
CREATE TABLE "response_codes" (
	"respondent_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"answer_group_id" text NOT NULL,
	"code" text NOT NULL,
	"other_text" text,
	CONSTRAINT "response_codes_respondent_id_question_id_answer_group_id_code_pk" PRIMARY KEY("respondent_id","question_id","answer_group_id","code")
);
--> statement-breakpoint
CREATE TABLE "response_dates" (
	"respondent_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"answer_group_id" text NOT NULL,
	"value" date NOT NULL,
	CONSTRAINT "response_dates_respondent_id_question_id_answer_group_id_pk" PRIMARY KEY("respondent_id","question_id","answer_group_id")
);
--> statement-breakpoint
CREATE TABLE "response_numerics" (
	"respondent_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"answer_group_id" text NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "response_numerics_respondent_id_question_id_answer_group_id_pk" PRIMARY KEY("respondent_id","question_id","answer_group_id")
);
--> statement-breakpoint
CREATE TABLE "response_open_texts" (
	"respondent_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"answer_group_id" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "response_open_texts_respondent_id_question_id_answer_group_id_pk" PRIMARY KEY("respondent_id","question_id","answer_group_id")
);
--> statement-breakpoint
CREATE TABLE "upload_data_fields" (
	"respondent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "upload_data_fields_respondent_id_name_pk" PRIMARY KEY("respondent_id","name")
);
--> statement-breakpoint
DROP INDEX "respondents_admin_survey_idx";--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "resume_token_hash" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "current_page_id" text;--> statement-breakpoint
ALTER TABLE "respondents" ADD COLUMN "path" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_submissions" ADD CONSTRAINT "page_submissions_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_values" ADD CONSTRAINT "quota_values_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_codes" ADD CONSTRAINT "response_codes_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_dates" ADD CONSTRAINT "response_dates_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_numerics" ADD CONSTRAINT "response_numerics_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_open_texts" ADD CONSTRAINT "response_open_texts_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_data_fields" ADD CONSTRAINT "upload_data_fields_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_submissions_key_idx" ON "page_submissions" USING btree ("respondent_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "page_submissions_sequence_idx" ON "page_submissions" USING btree ("respondent_id","sequence");--> statement-breakpoint
CREATE INDEX "respondents_admin_survey_status_idx" ON "respondents" USING btree ("admin_survey_id","status","created_at");--> statement-breakpoint
CREATE INDEX "respondents_survey_status_idx" ON "respondents" USING btree ("survey_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "respondents_resume_token_idx" ON "respondents" USING btree ("resume_token_hash");