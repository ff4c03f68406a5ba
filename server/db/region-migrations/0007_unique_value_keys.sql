ALTER TABLE "upload_data_fields" ADD COLUMN "value_key" text;--> statement-breakpoint
CREATE INDEX "upload_data_fields_name_key_idx" ON "upload_data_fields" USING btree ("name","value_key");