CREATE INDEX "respondents_admin_survey_kind_status_idx" ON "respondents" USING btree ("admin_survey_id","is_test","status","status_set_at","created_at");--> statement-breakpoint
CREATE INDEX "response_codes_question_idx" ON "response_codes" USING btree ("question_id","respondent_id");--> statement-breakpoint
CREATE INDEX "response_dates_question_idx" ON "response_dates" USING btree ("question_id","respondent_id");--> statement-breakpoint
CREATE INDEX "response_numerics_question_idx" ON "response_numerics" USING btree ("question_id","respondent_id");--> statement-breakpoint
CREATE INDEX "response_open_texts_question_idx" ON "response_open_texts" USING btree ("question_id","respondent_id");