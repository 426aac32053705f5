-- Issue 27, hunting parties. A hunt names its party: friends by user (invited until they accept or
-- decline) and guests by name only. Each bird is credited to its shooter, a party member; null is
-- the hunt's owner, so every bird logged before parties stays the owner's.
CREATE TABLE "hunt_party_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"hunt_id" integer NOT NULL,
	"user_id" integer,
	"guest_name" varchar(60),
	"status" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunt_party_members_status_check" CHECK ("hunt_party_members"."status" in ('invited', 'accepted', 'declined', 'guest')),
	CONSTRAINT "hunt_party_members_kind_check" CHECK (("hunt_party_members"."user_id" is not null and "hunt_party_members"."guest_name" is null and "hunt_party_members"."status" <> 'guest') or ("hunt_party_members"."user_id" is null and "hunt_party_members"."guest_name" is not null and "hunt_party_members"."status" = 'guest'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "birds" ADD COLUMN "shooter_member_id" integer;--> statement-breakpoint
ALTER TABLE "hunt_party_members" ADD CONSTRAINT "hunt_party_members_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_party_members" ADD CONSTRAINT "hunt_party_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_party_members_hunt_idx" ON "hunt_party_members" USING btree ("hunt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hunt_party_members_user_hunt_key" ON "hunt_party_members" USING btree ("user_id","hunt_id");--> statement-breakpoint
ALTER TABLE "birds" ADD CONSTRAINT "birds_shooter_member_id_hunt_party_members_id_fk" FOREIGN KEY ("shooter_member_id") REFERENCES "public"."hunt_party_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('friend_request', 'friend_accepted', 'report_comment', 'activity_reaction', 'activity_comment', 'location_shared', 'new_message', 'party_invite'));
