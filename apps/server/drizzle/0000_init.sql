CREATE TABLE "birds" (
	"id" serial PRIMARY KEY NOT NULL,
	"hunt_id" integer NOT NULL,
	"species" varchar(60) NOT NULL,
	"gender" varchar(5) DEFAULT 'drake' NOT NULL,
	"harvested_at" time,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "birds_gender_check" CHECK ("birds"."gender" in ('drake', 'hen'))
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"blocked_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_not_self" CHECK ("friendships"."from_user_id" <> "friendships"."to_user_id"),
	CONSTRAINT "friendships_status_check" CHECK ("friendships"."status" in ('pending', 'accepted', 'declined', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "hunts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date_of_hunt" date NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"privacy_level" varchar(10) DEFAULT 'private' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"weather_conditions" varchar(100),
	"temperature" double precision,
	"wind_speed" double precision,
	"wind_direction" varchar(10),
	"weather" jsonb,
	"weather_id" integer,
	"total_birds" integer DEFAULT 0 NOT NULL,
	"total_ducks" integer DEFAULT 0 NOT NULL,
	"total_geese" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunts_privacy_check" CHECK ("hunts"."privacy_level" in ('private', 'friends', 'public'))
);
--> statement-breakpoint
CREATE TABLE "location_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"shared_with_id" integer NOT NULL,
	"permission_level" varchar(4) DEFAULT 'view' NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_shares_permission_check" CHECK ("location_shares"."permission_level" in ('view', 'edit'))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"location_type" varchar(50) DEFAULT 'other' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"access_notes" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"privacy_level" varchar(10) DEFAULT 'private' NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_privacy_check" CHECK ("locations"."privacy_level" in ('private', 'friends', 'public'))
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" varchar(10) NOT NULL,
	"object_id" integer NOT NULL,
	"filename" varchar(255) NOT NULL,
	"caption" varchar(200) DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"storage_key" varchar(500) NOT NULL,
	"display_key" varchar(500) NOT NULL,
	"thumbnail_key" varchar(500) NOT NULL,
	"file_size" bigint NOT NULL,
	"mime_type" varchar(50) NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_content_type_check" CHECK ("photos"."content_type" in ('hunt', 'location', 'report'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" varchar(64) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"provider" varchar(50) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(50) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"username" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"password_hash" text,
	"profile_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "birds" ADD CONSTRAINT "birds_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_blocked_by_id_users_id_fk" FOREIGN KEY ("blocked_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunts" ADD CONSTRAINT "hunts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_shares" ADD CONSTRAINT "location_shares_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_shares" ADD CONSTRAINT "location_shares_shared_with_id_users_id_fk" FOREIGN KEY ("shared_with_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "birds_hunt_idx" ON "birds" USING btree ("hunt_id");--> statement-breakpoint
CREATE INDEX "birds_species_idx" ON "birds" USING btree ("species");--> statement-breakpoint
CREATE UNIQUE INDEX "friendships_pair_key" ON "friendships" USING btree (least("from_user_id", "to_user_id"),greatest("from_user_id", "to_user_id"));--> statement-breakpoint
CREATE INDEX "friendships_to_user_status_idx" ON "friendships" USING btree ("to_user_id","status");--> statement-breakpoint
CREATE INDEX "friendships_from_user_status_idx" ON "friendships" USING btree ("from_user_id","status");--> statement-breakpoint
CREATE INDEX "hunts_user_date_idx" ON "hunts" USING btree ("user_id","date_of_hunt");--> statement-breakpoint
CREATE INDEX "hunts_privacy_date_idx" ON "hunts" USING btree ("privacy_level","date_of_hunt");--> statement-breakpoint
CREATE UNIQUE INDEX "location_shares_location_user_key" ON "location_shares" USING btree ("location_id","shared_with_id");--> statement-breakpoint
CREATE INDEX "location_shares_user_idx" ON "location_shares" USING btree ("shared_with_id");--> statement-breakpoint
CREATE INDEX "locations_user_idx" ON "locations" USING btree ("user_id","date_added");--> statement-breakpoint
CREATE INDEX "locations_privacy_idx" ON "locations" USING btree ("privacy_level","date_added");--> statement-breakpoint
CREATE INDEX "login_failures_email_failed_at_idx" ON "login_failures" USING btree ("email","failed_at");--> statement-breakpoint
CREATE INDEX "photos_object_idx" ON "photos" USING btree ("content_type","object_id");--> statement-breakpoint
CREATE INDEX "photos_user_uploaded_idx" ON "photos" USING btree ("user_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_storage_key_key" ON "photos" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject_key" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));