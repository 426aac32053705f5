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
-- Hunt tallies follow every insert, delete and change of owner or privacy level, in the writing
-- transaction, so a list's total never needs a pass over the hunts it counts.
CREATE FUNCTION "hunt_tallies_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		UPDATE "hunt_tallies" SET "hunts" = "hunts" - 1
			WHERE "user_id" = OLD."user_id" AND "privacy_level" = OLD."privacy_level";
		UPDATE "hunt_level_tallies" SET "hunts" = "hunts" - 1
			WHERE "privacy_level" = OLD."privacy_level";
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO "hunt_tallies" ("user_id", "privacy_level", "hunts")
			VALUES (NEW."user_id", NEW."privacy_level", 1)
			ON CONFLICT ("user_id", "privacy_level") DO UPDATE SET "hunts" = "hunt_tallies"."hunts" + 1;
		INSERT INTO "hunt_level_tallies" ("privacy_level", "hunts")
			VALUES (NEW."privacy_level", 1)
			ON CONFLICT ("privacy_level") DO UPDATE SET "hunts" = "hunt_level_tallies"."hunts" + 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hunts_tally" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "privacy_level" ON "hunts"
	FOR EACH ROW EXECUTE FUNCTION "hunt_tallies_follow"();--> statement-breakpoint
INSERT INTO "hunt_tallies" ("user_id", "privacy_level", "hunts")
	SELECT "user_id", "privacy_level", count(*) FROM "hunts" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "hunt_level_tallies" ("privacy_level", "hunts")
	SELECT "privacy_level", count(*) FROM "hunts" GROUP BY 1;
