ALTER TABLE "hunts" ADD COLUMN "species" varchar(60)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "hunts_point_idx" ON "hunts" USING gist (point("longitude", "latitude"));--> statement-breakpoint
CREATE INDEX "locations_point_idx" ON "locations" USING gist (point("longitude", "latitude"));--> statement-breakpoint
UPDATE "hunts" SET "species" = harvested."species"
	FROM (SELECT "hunt_id", array_agg(DISTINCT "species" ORDER BY "species") AS "species" FROM "birds" GROUP BY 1) AS harvested
	WHERE harvested."hunt_id" = "hunts"."id";
