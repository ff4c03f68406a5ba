CREATE TABLE "active_versions" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_surveys" (
	"published_survey_id" uuid PRIMARY KEY NOT NULL,
	"survey_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" text NOT NULL,
	"id_map" text NOT NULL,
	"fingerprints" text NOT NULL,
	"development_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "published_surveys_version_key" UNIQUE("survey_id","version")
);
--> statement-breakpoint
ALTER TABLE "active_versions" ADD CONSTRAINT "active_versions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_versions" ADD CONSTRAINT "active_versions_version_fk" FOREIGN KEY ("survey_id","version") REFERENCES "public"."published_surveys"("survey_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_surveys" ADD CONSTRAINT "published_surveys_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;