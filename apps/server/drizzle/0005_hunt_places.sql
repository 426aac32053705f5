ALTER TABLE "hunts" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "hunts" ADD CONSTRAINT "hunts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunts_location_date_idx" ON "hunts" USING btree ("location_id","date_of_hunt","id");
