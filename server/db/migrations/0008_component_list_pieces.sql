CREATE TABLE "component_list_pieces" (
	"survey_id" uuid NOT NULL,
	"list" text NOT NULL,
	"signature" text NOT NULL,
	"deflated" "bytea" NOT NULL,
	"crc" bigint NOT NULL,
	"length" integer NOT NULL,
	"level" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "component_list_pieces_survey_id_list_signature_pk" PRIMARY KEY("survey_id","list","signature")
);
--> statement-breakpoint
ALTER TABLE "component_list_pieces" ADD CONSTRAINT "component_list_pieces_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;