-- Issue 29: a report has one comment thread whatever screen it is read on. The comments written
-- on a report's feed card (activity comments of its report_created activity) become comments of
-- the report itself, oldest first, as top-level comments; the feed then reads and writes the
-- report's thread for report activities.
INSERT INTO "report_comments" ("report_id", "user_id", "parent_id", "content", "created_at", "updated_at")
SELECT a."object_id", c."user_id", NULL, c."content", c."created_at", c."created_at"
FROM "activity_comments" c
JOIN "activities" a ON a."id" = c."activity_id"
JOIN "reports" r ON r."id" = a."object_id"
WHERE a."content_type" = 'report'
ORDER BY c."created_at", c."id";--> statement-breakpoint
DELETE FROM "activity_comments" c
USING "activities" a
WHERE a."id" = c."activity_id" AND a."content_type" = 'report';
