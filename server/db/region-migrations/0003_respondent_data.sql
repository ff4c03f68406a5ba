CREATE TABLE "contact_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"admin_survey_id" uuid NOT NULL,
	"email_task_id" uuid,
	"timestamp" timestamp with time zone NOT NULL,
	"event_name" text NOT NULL,
	"event_detail" text
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_survey_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"language" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'on_hold' NOT NULL,
	"respondent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_respondent_id_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."respondents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_events_contact_idx" ON "contact_events" USING btree ("contact_id","timestamp");--> statement-breakpoint
CREATE INDEX "contact_events_survey_event_idx" ON "contact_events" USING btree ("admin_survey_id","event_name");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_survey_email_idx" ON "contacts" USING btree ("admin_survey_id","email");--> statement-breakpoint
CREATE INDEX "contacts_survey_status_idx" ON "contacts" USING btree ("admin_survey_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "respondents_admin_survey_created_idx" ON "respondents" USING btree ("admin_survey_id","created_at","id");--> statement-breakpoint
CREATE INDEX "respondents_admin_survey_status_set_idx" ON "respondents" USING btree ("admin_survey_id","status_set_at");--> statement-breakpoint
CREATE INDEX "upload_data_fields_name_value_idx" ON "upload_data_fields" USING btree ("name","value");