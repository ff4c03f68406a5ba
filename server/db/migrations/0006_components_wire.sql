ALTER TABLE "components" ADD COLUMN "wire" text;--> statement-breakpoint
CREATE INDEX "components_list_idx" ON "components" USING btree ("survey_id","order","created_at","id");