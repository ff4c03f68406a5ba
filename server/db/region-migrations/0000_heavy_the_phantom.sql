CREATE TABLE "respondents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" text NOT NULL,
	"admin_survey_id" uuid NOT NULL,
	"language_id" text DEFAULT 'en' NOT NULL,
	"survey_start" timestamp with time zone,
	"survey_end" timestamp with time zone,
	"status" text DEFAULT 'not_started' NOT NULL,
	"development_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status_set_at" timestamp with time zone,
	"is_test" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"contact_status" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"screened_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "respondents_admin_survey_idx" ON "respondents" USING btree ("admin_survey_id");