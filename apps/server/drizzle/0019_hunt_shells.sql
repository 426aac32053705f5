-- Issue 27, season summary. Shells fired and birds downed but lost on a hunt, both optional (the
-- federal harvest survey asks for them); null means not recorded, which is not zero.
ALTER TABLE "hunts" ADD COLUMN "shells_fired" integer;
--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "birds_lost" integer;
--> statement-breakpoint
ALTER TABLE "hunts" ADD CONSTRAINT "hunts_shells_fired_check" CHECK ("hunts"."shells_fired" is null or "hunts"."shells_fired" between 0 and 1000);
--> statement-breakpoint
ALTER TABLE "hunts" ADD CONSTRAINT "hunts_birds_lost_check" CHECK ("hunts"."birds_lost" is null or "hunts"."birds_lost" between 0 and 100);
