CREATE TABLE "sharing_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"visibility" varchar(10) DEFAULT 'private' NOT NULL,
	"allow_comments" boolean DEFAULT true NOT NULL,
	"allow_location_sharing" boolean DEFAULT true NOT NULL,
	"show_hunter_info" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sharing_policies_visibility_check" CHECK ("sharing_policies"."visibility" in ('public', 'private', 'group', 'user'))
);
--> statement-breakpoint
ALTER TABLE "sharing_policies" ADD CONSTRAINT "sharing_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sharing_policies_user_name_idx" ON "sharing_policies" USING btree ("user_id","name");--> statement-breakpoint
CREATE TABLE "sharing_policy_allowed_users" (
	"policy_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "sharing_policy_allowed_users_pkey" PRIMARY KEY("policy_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "sharing_policy_allowed_users" ADD CONSTRAINT "sharing_policy_allowed_users_policy_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."sharing_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharing_policy_allowed_users" ADD CONSTRAINT "sharing_policy_allowed_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sharing_policy_allowed_users_user_idx" ON "sharing_policy_allowed_users" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" varchar(500) NOT NULL,
	"report_date" date NOT NULL,
	"location_name" varchar(100),
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"bird_activity" varchar(500),
	"weather_conditions" varchar(100),
	"hunt_id" integer,
	"sharing_policy_id" integer,
	"privacy_level" varchar(10) DEFAULT 'private' NOT NULL,
	"policy_visibility" varchar(10),
	"allows_comments" boolean DEFAULT true NOT NULL,
	"hides_location" boolean DEFAULT false NOT NULL,
	"hides_hunter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_privacy_check" CHECK ("reports"."privacy_level" in ('private', 'friends', 'public')),
	CONSTRAINT "reports_policy_visibility_check" CHECK ("reports"."policy_visibility" in ('public', 'private', 'group', 'user'))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_sharing_policy_id_sharing_policies_id_fk" FOREIGN KEY ("sharing_policy_id") REFERENCES "public"."sharing_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reports_user_created_idx" ON "reports" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_privacy_created_idx" ON "reports" USING btree ("privacy_level","created_at");--> statement-breakpoint
CREATE INDEX "reports_policy_created_idx" ON "reports" USING btree ("sharing_policy_id","created_at") WHERE "reports"."sharing_policy_id" is not null;--> statement-breakpoint
CREATE INDEX "reports_hunt_idx" ON "reports" USING btree ("hunt_id") WHERE "reports"."hunt_id" is not null;--> statement-breakpoint
CREATE INDEX "reports_point_idx" ON "reports" USING gist (point("longitude", "latitude"));--> statement-breakpoint
CREATE TABLE "report_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"content" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_parent_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."report_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_comments_report_created_idx" ON "report_comments" USING btree ("report_id","created_at","id");--> statement-breakpoint
CREATE INDEX "report_comments_parent_idx" ON "report_comments" USING btree ("parent_id") WHERE "report_comments"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "report_comments_user_idx" ON "report_comments" USING btree ("user_id");
