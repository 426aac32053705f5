-- The feed's first-page walk (newest first, up to FEED_COUNT_CAP visible activities) reads every
-- column its visibility rules test from this index, so it walks the index alone (an index-only
-- scan) instead of fetching each activity's row from the heap; it replaces the plain index on
-- the same order, which every other newest-first read is served by just as well.
DROP INDEX IF EXISTS "activities_created_idx";
--> statement-breakpoint
CREATE INDEX "activities_created_walk_idx" ON "activities" ("created_at" DESC, "id" DESC)
	INCLUDE ("user_id", "privacy_level", "activity_type", "content_type", "object_id", "shared_with_ids");
