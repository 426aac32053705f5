-- Issue 27: an accepted party hunt reaches the member's feed. Accepting records an activity of the
-- member's own (party_joined) about the owner's hunt, at the hunt's level, which the member may
-- narrow like any activity of theirs. Its item is the owner's hunt, so its audience (0013's
-- columns) is judged against the hunt's owner, never against the member: item_counterpart_id
-- holds the owner (a hunter blocked with them never sees it), and item_level is the hunt's level
-- while the member is an accepted member, `gone` once they decline or are removed. The owner's own
-- hunt activities are unchanged (no counterpart).
ALTER TYPE "public"."activity_type" ADD VALUE 'party_joined';--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_item_audience(item_type text, item_id integer, author_id integer,
	OUT level text, OUT policy_id integer, OUT counterpart_id integer)
LANGUAGE plpgsql STABLE AS $$
BEGIN
	IF item_type = 'hunt' THEN
		SELECT CASE
				WHEN h.user_id = author_id THEN coalesce(h.privacy_level::text, 'private')
				WHEN EXISTS (SELECT 1 FROM hunt_party_members pm
					WHERE pm.user_id = author_id AND pm.hunt_id = h.id AND pm.status = 'accepted')
					THEN coalesce(h.privacy_level::text, 'private')
				ELSE 'gone' END,
			CASE WHEN h.user_id <> author_id THEN h.user_id END
			INTO level, counterpart_id FROM hunts h WHERE h.id = item_id;
	ELSIF item_type = 'location' THEN
		SELECT coalesce(l.privacy_level::text, 'private') INTO level FROM locations l WHERE l.id = item_id;
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
-- A member's answer or removal re-reads the audience of their activities about that hunt (the
-- activities' own trigger recomputes it from the membership as the statement left it), in the
-- same transaction, as 0013's triggers do for the items themselves.
CREATE FUNCTION activities_follow_party_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.user_id IS NULL OR (TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status) THEN
		RETURN NULL;
	END IF;
	UPDATE activities SET item_level = 'gone'
		WHERE content_type = 'hunt' AND object_id = OLD.hunt_id AND user_id = OLD.user_id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "hunt_party_members_activities_follow"
	AFTER UPDATE OF "status" OR DELETE ON "hunt_party_members"
	FOR EACH ROW EXECUTE FUNCTION activities_follow_party_member();
