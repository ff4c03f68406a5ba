CREATE TABLE "processor_calls" (
	"respondent_id" uuid NOT NULL,
	"processor_id" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"code" text,
	"completed_at" timestamp with time zone,
	CONSTRAINT "processor_calls_respondent_id_processor_id_pk" PRIMARY KEY("respondent_id","processor_id")
);
--> statement-breakpoint
CREATE TABLE "unique_collector_values" (
	"admin_survey_id" uuid NOT NULL,
	"is_test" boolean NOT NULL,
	"collector_id" text NOT NULL,
	"value_key" text NOT NULL,
	"respondent_id" uuid NOT NULL,
	CONSTRAINT "unique_collector_values_admin_survey_id_is_test_collector_id_value_key_pk" PRIMARY KEY("admin_survey_id","is_test","collector_id","value_key")
);
--> statement-breakpoint
ALTER TABLE "processor_calls" ADD CONSTRAINT "processor_calls_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unique_collector_values" ADD CONSTRAINT "unique_collector_values_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unique_collector_values_respondent_idx" ON "unique_collector_values" USING btree ("respondent_id");