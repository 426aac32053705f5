CREATE TABLE "hunt_level_tallies" (
	"privacy_level" varchar(10) PRIMARY KEY NOT NULL,
	"hunts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hunt_tallies" (
	"user_id" integer NOT NULL,
	"privacy_level" varchar(10) DEFAULT 'private' NOT NULL,
	"hunts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hunt_tallies_user_id_privacy_level_pk" PRIMARY KEY("user_id","privacy_level")
);
--> statement-breakpoint
DROP INDEX "hunts_user_date_idx";--> statement-breakpoint
ALTER TABLE "hunt_tallies" ADD CONSTRAINT "hunt_tallies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_tallies_level_user_idx" ON "hunt_tallies" USING btree ("privacy_level","user_id");--> statement-breakpoint
CREATE INDEX "hunts_date_idx" ON "hunts" USING btree ("date_of_hunt","id");--> statement-breakpoint
CREATE INDEX "locations_date_idx" ON "locations" USING btree ("date_added","id");--> statement-breakpoint
CREATE INDEX "hunts_user_date_idx" ON "hunts" USING btree ("user_id","date_of_hunt","id");--> statement-breakpoint
-- Hunt tallies follow every insert, delete and change of owner or privacy level, inside the
-- writing statement: statement-level triggers add up the statement's net change per hunter and
-- level, so a bulk load costs one upsert per group and an update that moves no hunt writes nothing.
CREATE FUNCTION "hunt_tallies_add"("owners" integer[], "levels" varchar[], "changes" integer[])
RETURNS void LANGUAGE sql AS $$
	INSERT INTO "hunt_tallies" ("user_id", "privacy_level", "hunts")
		SELECT "owner", "level", sum("change") FROM unnest("owners", "levels", "changes") AS c("owner", "level", "change")
		WHERE "owner" IN (SELECT "id" FROM "users") -- a hunter being deleted takes their tallies along
		GROUP BY 1, 2 HAVING sum("change") <> 0
		ON CONFLICT ("user_id", "privacy_level") DO UPDATE SET "hunts" = "hunt_tallies"."hunts" + excluded."hunts";
	INSERT INTO "hunt_level_tallies" ("privacy_level", "hunts")
		SELECT "level", sum("change") FROM unnest("levels", "changes") AS c("level", "change")
		GROUP BY 1 HAVING sum("change") <> 0
		ON CONFLICT ("privacy_level") DO UPDATE SET "hunts" = "hunt_level_tallies"."hunts" + excluded."hunts";
$$;--> statement-breakpoint
CREATE FUNCTION "hunt_tallies_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "hunt_tallies_add"(array_agg("user_id"), array_agg("privacy_level"), array_agg(1)) FROM "new_hunts";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "hunt_tallies_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "hunt_tallies_add"(array_agg("user_id"), array_agg("privacy_level"), array_agg(-1)) FROM "old_hunts";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "hunt_tallies_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "hunt_tallies_add"(array_agg("user_id"), array_agg("privacy_level"), array_agg("change"))
		FROM (
			SELECT "user_id", "privacy_level", 1 AS "change" FROM "new_hunts"
			UNION ALL SELECT "user_id", "privacy_level", -1 FROM "old_hunts"
		) AS moved;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hunts_tally_inserted" AFTER INSERT ON "hunts" REFERENCING NEW TABLE AS "new_hunts"
	FOR EACH STATEMENT EXECUTE FUNCTION "hunt_tallies_inserted"();--> statement-breakpoint
CREATE TRIGGER "hunts_tally_deleted" AFTER DELETE ON "hunts" REFERENCING OLD TABLE AS "old_hunts"
	FOR EACH STATEMENT EXECUTE FUNCTION "hunt_tallies_deleted"();--> statement-breakpoint
CREATE TRIGGER "hunts_tally_updated" AFTER UPDATE ON "hunts" REFERENCING OLD TABLE AS "old_hunts" NEW TABLE AS "new_hunts"
	FOR EACH STATEMENT EXECUTE FUNCTION "hunt_tallies_updated"();--> statement-breakpoint
INSERT INTO "hunt_tallies" ("user_id", "privacy_level", "hunts")
	SELECT "user_id", "privacy_level", count(*) FROM "hunts" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "hunt_level_tallies" ("privacy_level", "hunts")
	SELECT "privacy_level", count(*) FROM "hunts" GROUP BY 1;
