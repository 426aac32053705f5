-- Privacy levels, friendship statuses, activity types and notification kinds become enum types
-- (issue 26): the database refuses any other value, as the CHECK constraints they replace did, and
-- schema.ts declares them with pgEnum from the domain's own lists (PRIVACY_LEVELS,
-- FRIENDSHIP_STATUSES, ACTIVITY_TYPES, NOTIFICATION_KINDS), so Drizzle reads them back as unions.
-- Left as varchar with their CHECKs: activities.item_level (an audience, a wider set than a privacy
-- level), content types (activities.content_type is an argument of drizzle/0012's generated
-- columns, which would have to be dropped and rewritten with the table), sharing policies'
-- visibility and the other small sets.
CREATE TYPE "privacy_level" AS ENUM ('private', 'friends', 'public');--> statement-breakpoint
CREATE TYPE "friendship_status" AS ENUM ('pending', 'accepted', 'declined', 'blocked');--> statement-breakpoint
CREATE TYPE "activity_type" AS ENUM (
	'hunt_created', 'hunt_shared', 'hunt_updated', 'successful_hunt', 'hunt_comment',
	'location_created', 'location_shared', 'location_updated', 'bird_harvested', 'friend_added',
	'profile_updated', 'report_created'
);--> statement-breakpoint
CREATE TYPE "notification_kind" AS ENUM (
	'friend_request', 'friend_accepted', 'report_comment', 'activity_reaction', 'activity_comment',
	'location_shared', 'new_message', 'party_invite'
);--> statement-breakpoint

-- A column named in a trigger's UPDATE OF list cannot change type: drizzle/0013's triggers that
-- follow an item's audience go first and come back, the same, at the end.
DROP TRIGGER "hunts_activities_follow" ON "hunts";--> statement-breakpoint
DROP TRIGGER "locations_activities_follow" ON "locations";--> statement-breakpoint
DROP TRIGGER "reports_activities_follow" ON "reports";--> statement-breakpoint
DROP TRIGGER "friendships_activities_follow" ON "friendships";--> statement-breakpoint

-- The hunt tallies' function takes the levels as an array of the new type (drizzle/0001).
DROP FUNCTION "hunt_tallies_add"(integer[], varchar[], integer[]);--> statement-breakpoint

ALTER TABLE "hunts" DROP CONSTRAINT "hunts_privacy_check";--> statement-breakpoint
ALTER TABLE "hunts" ALTER COLUMN "privacy_level" DROP DEFAULT,
	ALTER COLUMN "privacy_level" SET DATA TYPE "privacy_level" USING "privacy_level"::"privacy_level",
	ALTER COLUMN "privacy_level" SET DEFAULT 'private';--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_privacy_check";--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "privacy_level" DROP DEFAULT,
	ALTER COLUMN "privacy_level" SET DATA TYPE "privacy_level" USING "privacy_level"::"privacy_level",
	ALTER COLUMN "privacy_level" SET DEFAULT 'private';--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_privacy_check";--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "privacy_level" DROP DEFAULT,
	ALTER COLUMN "privacy_level" SET DATA TYPE "privacy_level" USING "privacy_level"::"privacy_level",
	ALTER COLUMN "privacy_level" SET DEFAULT 'private';--> statement-breakpoint
ALTER TABLE "hunt_tallies" ALTER COLUMN "privacy_level" DROP DEFAULT,
	ALTER COLUMN "privacy_level" SET DATA TYPE "privacy_level" USING "privacy_level"::"privacy_level",
	ALTER COLUMN "privacy_level" SET DEFAULT 'private';--> statement-breakpoint
ALTER TABLE "hunt_level_tallies"
	ALTER COLUMN "privacy_level" SET DATA TYPE "privacy_level" USING "privacy_level"::"privacy_level";--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_privacy_level_check";--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_type_check";--> statement-breakpoint
-- One ALTER for both columns: the table and its indexes are rewritten once.
ALTER TABLE "activities" ALTER COLUMN "privacy_level" DROP DEFAULT,
	ALTER COLUMN "privacy_level" SET DATA TYPE "privacy_level" USING "privacy_level"::"privacy_level",
	ALTER COLUMN "privacy_level" SET DEFAULT 'private',
	ALTER COLUMN "activity_type" SET DATA TYPE "activity_type" USING "activity_type"::"activity_type";--> statement-breakpoint
ALTER TABLE "friendships" DROP CONSTRAINT "friendships_status_check";--> statement-breakpoint
ALTER TABLE "friendships" ALTER COLUMN "status" DROP DEFAULT,
	ALTER COLUMN "status" SET DATA TYPE "friendship_status" USING "status"::"friendship_status",
	ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications"
	ALTER COLUMN "kind" SET DATA TYPE "notification_kind" USING "kind"::"notification_kind";--> statement-breakpoint

-- Adds each hunter's net change per level to the tallies, skipping hunters being deleted (their
-- tallies go with them), and to the level-wide tallies; called by the statement-level triggers
-- hunts_tally_inserted, _deleted and _updated (drizzle/0001), which pass their transition tables'
-- owners, levels and +1/-1 changes as parallel arrays.
CREATE FUNCTION "hunt_tallies_add"("owners" integer[], "levels" "privacy_level"[], "changes" integer[])
RETURNS void LANGUAGE sql AS $$
	INSERT INTO "hunt_tallies" ("user_id", "privacy_level", "hunts")
		SELECT "owner", "level", sum("change")
		FROM unnest("owners", "levels", "changes") AS c("owner", "level", "change")
		WHERE "owner" IN (SELECT "id" FROM "users")
		GROUP BY 1, 2
		HAVING sum("change") <> 0
		ON CONFLICT ("user_id", "privacy_level")
			DO UPDATE SET "hunts" = "hunt_tallies"."hunts" + excluded."hunts";
	INSERT INTO "hunt_level_tallies" ("privacy_level", "hunts")
		SELECT "level", sum("change")
		FROM unnest("levels", "changes") AS c("level", "change")
		GROUP BY 1
		HAVING sum("change") <> 0
		ON CONFLICT ("privacy_level")
			DO UPDATE SET "hunts" = "hunt_level_tallies"."hunts" + excluded."hunts";
$$;--> statement-breakpoint

-- drizzle/0013's triggers, as they were: a change of an item's audience marks its activities for
-- the activities' own trigger to recompute.
CREATE TRIGGER "hunts_activities_follow" AFTER UPDATE OF "privacy_level" OR DELETE ON "hunts"
	FOR EACH ROW EXECUTE FUNCTION activities_follow_item('hunt');--> statement-breakpoint
CREATE TRIGGER "locations_activities_follow" AFTER UPDATE OF "privacy_level" OR DELETE ON "locations"
	FOR EACH ROW EXECUTE FUNCTION activities_follow_item('location');--> statement-breakpoint
CREATE TRIGGER "reports_activities_follow"
	AFTER UPDATE OF "privacy_level", "policy_visibility", "sharing_policy_id", "hides_hunter" OR DELETE ON "reports"
	FOR EACH ROW EXECUTE FUNCTION activities_follow_item('report');--> statement-breakpoint
CREATE TRIGGER "friendships_activities_follow" AFTER UPDATE OF "status" OR DELETE ON "friendships"
	FOR EACH ROW EXECUTE FUNCTION activities_follow_item('friendship');
