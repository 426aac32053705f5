-- The report audience rule lives once, in the visibility module, as its single-record policy and
-- its SQL scope (issue 26; DESIGN.md sections 5 and 8). What kept copies of it goes:
-- - reports' copies of their sharing policy (policy_visibility, allows_comments, hides_location,
--   hides_hunter): every statement over reports joins each report's policy by its primary key
--   (platform/visibility/reports.ts), so a policy's change holds for its reports at once;
-- - activities' copies of their item's audience (item_level, item_policy_id,
--   item_counterpart_id) and drizzle/0013's PL/pgSQL that kept them (activity_item_audience and
--   the triggers on activities, hunts, locations, reports and friendships, re-created in 0024):
--   the feed's scope probes each activity's item by its primary key and judges it by that item's
--   own scope (platform/visibility/activities.ts).
DROP TRIGGER "hunts_activities_follow" ON "hunts";--> statement-breakpoint
DROP TRIGGER "locations_activities_follow" ON "locations";--> statement-breakpoint
DROP TRIGGER "reports_activities_follow" ON "reports";--> statement-breakpoint
DROP TRIGGER "friendships_activities_follow" ON "friendships";--> statement-breakpoint
DROP TRIGGER "activities_fill_item_audience" ON "activities";--> statement-breakpoint
DROP FUNCTION "activities_follow_item"();--> statement-breakpoint
DROP FUNCTION "activities_fill_item_audience"();--> statement-breakpoint
DROP FUNCTION "activity_item_audience"(text, integer, integer);--> statement-breakpoint
-- The walk's covering index held the audience columns; it comes back as drizzle/0010 made it.
DROP INDEX "activities_created_walk_idx";--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_item_level_check",
	DROP COLUMN "item_level",
	DROP COLUMN "item_policy_id",
	DROP COLUMN "item_counterpart_id";--> statement-breakpoint
CREATE INDEX "activities_created_walk_idx" ON "activities" ("created_at" DESC, "id" DESC)
	INCLUDE ("user_id", "privacy_level", "activity_type", "content_type", "object_id", "shared_with_ids");--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_policy_visibility_check",
	DROP COLUMN "policy_visibility",
	DROP COLUMN "allows_comments",
	DROP COLUMN "hides_location",
	DROP COLUMN "hides_hunter";
