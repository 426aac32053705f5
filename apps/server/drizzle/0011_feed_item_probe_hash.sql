-- The feed's walk checks the item behind each activity it reads (its hunt, location, report or
-- friendship, as that item is now) by the item's id: one equality probe per activity, up to
-- FEED_COUNT_CAP visible activities for each first page. A hash index answers such a probe from
-- one bucket page, where the primary key's btree descends two or three levels to its leaf; on the
-- benchmark's data it cut about a tenth of the first page's database time. The primary keys stay
-- for everything else (uniqueness, ranges, ordered and `= any` lookups).
CREATE INDEX "hunts_id_hash_idx" ON "hunts" USING hash ("id");--> statement-breakpoint
CREATE INDEX "locations_id_hash_idx" ON "locations" USING hash ("id");--> statement-breakpoint
CREATE INDEX "reports_id_hash_idx" ON "reports" USING hash ("id");--> statement-breakpoint
CREATE INDEX "friendships_id_hash_idx" ON "friendships" USING hash ("id");
