-- An activity never shows more than the item behind it as that item is now (DESIGN.md section 5).
-- The feed's walk used to probe each walked activity's hunt, location, report or friendship by id
-- (up to FEED_COUNT_CAP probes per first page, a quarter of its database time single-handed and
-- more under load). Instead each activity carries its item's audience, and the database keeps it
-- current in the same transaction as every write that changes it, whichever code path writes:
-- - item_level: the item's level for the privacy rule: `private`, `friends` or `public`; `policy`
--   for a report whose sharing policy names its allowed users (item_policy_id is that policy);
--   `gone` for an item deleted, or a friendship no longer accepted. A report that hides its hunter
--   is `private` (its author alone sees its activities), a hunter's profile is `public`.
-- - item_counterpart_id: for friend_added, the friend who is not the activity's author (a block
--   with either friend hides it).
-- Viewer-specific grants (a location shared with the viewer, the policies allowing the viewer)
-- stay resolved once per query at read time. platform/visibility/activities.ts reads these
-- columns; canSeeActivity still reads the live items, and the authorization matrix holds the two
-- to one case table, so a write that failed to update an audience would show there.
ALTER TABLE "activities" ADD COLUMN "item_level" varchar(10) DEFAULT 'gone' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "item_policy_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "item_counterpart_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_item_level_check"
	CHECK ("item_level" in ('private', 'friends', 'public', 'policy', 'gone'));--> statement-breakpoint
CREATE FUNCTION activity_item_audience(item_type text, item_id integer, author_id integer,
	OUT level text, OUT policy_id integer, OUT counterpart_id integer)
LANGUAGE plpgsql STABLE AS $$
BEGIN
	IF item_type = 'hunt' THEN
		SELECT coalesce(h.privacy_level, 'private') INTO level FROM hunts h WHERE h.id = item_id;
	ELSIF item_type = 'location' THEN
		SELECT coalesce(l.privacy_level, 'private') INTO level FROM locations l WHERE l.id = item_id;
	ELSIF item_type = 'report' THEN
		SELECT CASE
				WHEN r.hides_hunter THEN 'private'
				WHEN r.privacy_level = 'public' OR r.policy_visibility = 'public' THEN 'public'
				WHEN r.privacy_level = 'friends' OR r.policy_visibility = 'group' THEN 'friends'
				WHEN r.policy_visibility = 'user' THEN 'policy'
				ELSE 'private' END,
			CASE WHEN r.policy_visibility = 'user' THEN r.sharing_policy_id END
			INTO level, policy_id FROM reports r WHERE r.id = item_id;
	ELSIF item_type = 'friendship' THEN
		SELECT CASE WHEN f.status = 'accepted' THEN 'public' ELSE 'gone' END,
			CASE WHEN f.from_user_id = author_id THEN f.to_user_id ELSE f.from_user_id END
			INTO level, counterpart_id FROM friendships f WHERE f.id = item_id;
	ELSIF item_type = 'user' THEN
		level := 'public';
	END IF;
	level := coalesce(level, 'gone');
END $$;--> statement-breakpoint
CREATE FUNCTION activities_fill_item_audience() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT a.level, a.policy_id, a.counterpart_id
		INTO NEW.item_level, NEW.item_policy_id, NEW.item_counterpart_id
		FROM activity_item_audience(NEW.content_type, NEW.object_id, NEW.user_id) a;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "activities_fill_item_audience"
	BEFORE INSERT OR UPDATE OF "content_type", "object_id", "user_id", "item_level", "item_policy_id", "item_counterpart_id" ON "activities"
	FOR EACH ROW EXECUTE FUNCTION activities_fill_item_audience();--> statement-breakpoint
-- TG_ARGV[0] is the item's content_type. The activities' own trigger above recomputes the
-- audience from the item as the statement left it (a deleted item: gone). An update that leaves
-- the item's row as it was changes nothing.
CREATE FUNCTION activities_follow_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
		RETURN NULL;
	END IF;
	UPDATE activities SET item_level = 'gone'
		WHERE content_type = TG_ARGV[0] AND object_id = OLD.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "hunts_activities_follow" AFTER UPDATE OF "privacy_level" OR DELETE ON "hunts"
	FOR EACH ROW EXECUTE FUNCTION activities_follow_item('hunt');--> statement-breakpoint
CREATE TRIGGER "locations_activities_follow" AFTER UPDATE OF "privacy_level" OR DELETE ON "locations"
	FOR EACH ROW EXECUTE FUNCTION activities_follow_item('location');--> statement-breakpoint
CREATE TRIGGER "reports_activities_follow"
	AFTER UPDATE OF "privacy_level", "policy_visibility", "sharing_policy_id", "hides_hunter" OR DELETE ON "reports"
	FOR EACH ROW EXECUTE FUNCTION activities_follow_item('report');--> statement-breakpoint
CREATE TRIGGER "friendships_activities_follow" AFTER UPDATE OF "status" OR DELETE ON "friendships"
	FOR EACH ROW EXECUTE FUNCTION activities_follow_item('friendship');--> statement-breakpoint
-- The rows already written: setting item_level fires the activities' trigger, which fills all three.
UPDATE activities SET item_level = 'gone';--> statement-breakpoint
-- The walk reads the audience from the index alone, as it reads the activity's own level (0010).
DROP INDEX IF EXISTS "activities_created_walk_idx";--> statement-breakpoint
CREATE INDEX "activities_created_walk_idx" ON "activities" ("created_at" DESC, "id" DESC)
	INCLUDE ("user_id", "privacy_level", "activity_type", "content_type", "object_id", "shared_with_ids",
		"item_level", "item_policy_id", "item_counterpart_id");--> statement-breakpoint
-- 0011's hash indexes served only the probes this migration replaces.
DROP INDEX IF EXISTS "hunts_id_hash_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "locations_id_hash_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "reports_id_hash_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "friendships_id_hash_idx";
