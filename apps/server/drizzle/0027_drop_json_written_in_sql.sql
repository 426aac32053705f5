-- Every hunt, location and feed answer is presented by its one presenter and serialized by the
-- route's declared response schema (issue 26: one truth per shape), so nothing reads the JSON the
-- database wrote with each row any more: the feed card's content_object_data and metadata text
-- (0012) with the functions that wrote it, and the hunters' first names (0014, a second copy of
-- firstNameOf for the first pages written in SQL).
ALTER TABLE "activities" DROP COLUMN "content_object_data_json", DROP COLUMN "metadata_json";
--> statement-breakpoint
DROP FUNCTION "activity_content_object_data_json"(jsonb, text, integer, text);
--> statement-breakpoint
DROP FUNCTION "activity_metadata_json"(jsonb);
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "first_name";
