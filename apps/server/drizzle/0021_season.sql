-- Issue 27, the season in a hunter's pocket. A hunter's state, zone and flyway (the flyway only
-- where the state lies in two), and the state's own numbers they imported in the framework's
-- format (validated by regulationSetSchema of @marshlog/domain before it is stored).
CREATE TABLE "hunter_regulations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"state" varchar(2) NOT NULL,
	"zone" varchar(60) DEFAULT '' NOT NULL,
	"flyway" varchar(12),
	"state_rules" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunter_regulations_flyway_check" CHECK ("hunter_regulations"."flyway" in ('atlantic', 'mississippi', 'central', 'pacific'))
);
--> statement-breakpoint
ALTER TABLE "hunter_regulations" ADD CONSTRAINT "hunter_regulations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The day a bird left the hunter's possession (eaten, given away): it no longer counts against
-- the possession limit from that day on.
ALTER TABLE "birds" ADD COLUMN "out_of_possession_on" date;
