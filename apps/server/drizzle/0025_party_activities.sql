-- Issue 27: an accepted party hunt reaches the member's feed. Accepting records an activity of the
-- member's own (party_joined) about the owner's hunt, at the hunt's level, which the member may
-- narrow like any activity of theirs. Who may see it is the visibility module's to say
-- (platform/visibility/activities.ts): judged by the owner's hunt as it is now, only while its
-- author is an accepted member.
ALTER TYPE "public"."activity_type" ADD VALUE 'party_joined';
