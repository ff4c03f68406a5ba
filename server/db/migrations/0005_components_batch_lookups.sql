CREATE INDEX "components_survey_parent_idx" ON "components" USING btree ("survey_id","parent_id");--> statement-breakpoint
CREATE INDEX "components_survey_kind_idx" ON "components" USING btree ("survey_id","kind");--> statement-breakpoint
CREATE INDEX "components_survey_name_idx" ON "components" USING btree ("survey_id",lower("name") text_pattern_ops);