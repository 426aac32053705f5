CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"activity_type" varchar(30) NOT NULL,
	"privacy_level" varchar(10) DEFAULT 'private' NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"object_id" integer NOT NULL,
	"content_title" varchar(200) NOT NULL,
	"content_object_data" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shared_with_ids" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_type_check" CHECK ("activity_type" in ('hunt_created', 'hunt_shared', 'hunt_updated', 'successful_hunt', 'hunt_comment', 'location_created', 'location_shared', 'location_updated', 'bird_harvested', 'friend_added', 'profile_updated', 'report_created')),
	CONSTRAINT "activities_privacy_level_check" CHECK ("privacy_level" in ('private', 'friends', 'public')),
	CONSTRAINT "activities_content_type_check" CHECK ("content_type" in ('hunt', 'location', 'report', 'friendship', 'user'))
);
--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "activities_user_created_idx" ON "activities" ("user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "activities_object_idx" ON "activities" ("content_type", "object_id");
--> statement-breakpoint
CREATE TABLE "activity_reactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"reaction_type" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_reactions_type_check" CHECK ("reaction_type" in ('like', 'love', 'celebration', 'target'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "activity_reactions_activity_user_key" ON "activity_reactions" ("activity_id", "user_id");
--> statement-breakpoint
CREATE TABLE "activity_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"content" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_comments_activity_idx" ON "activity_comments" ("activity_id", "id");
--> statement-breakpoint
CREATE TABLE "activity_views" (
	"activity_id" integer NOT NULL REFERENCES "activities"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_views_pkey" PRIMARY KEY ("activity_id", "user_id")
);
