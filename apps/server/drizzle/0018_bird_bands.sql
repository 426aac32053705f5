-- Issue 27, bands. A harvested bird can carry one band: its number, type and the hunter's notes,
-- and the day the hunter reported it (at reportband.gov). A band is its owner's alone: it is read
-- and changed only through the bird's hunt's owner. Deleting the bird deletes its band.
CREATE TABLE "bird_bands" (
	"bird_id" integer PRIMARY KEY NOT NULL,
	"band_number" varchar(40) NOT NULL,
	"band_type" varchar(20) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"reported_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bird_bands_type_check" CHECK ("bird_bands"."band_type" in ('federal', 'reward', 'auxiliary', 'collar', 'nasal_saddle', 'other'))
);
--> statement-breakpoint
ALTER TABLE "bird_bands" ADD CONSTRAINT "bird_bands_bird_id_birds_id_fk" FOREIGN KEY ("bird_id") REFERENCES "public"."birds"("id") ON DELETE cascade ON UPDATE no action;
