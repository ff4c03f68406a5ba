CREATE TABLE "quota_counts" (
	"admin_survey_id" uuid NOT NULL,
	"definition_id" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quota_counts_admin_survey_id_definition_id_pk" PRIMARY KEY("admin_survey_id","definition_id")
);
