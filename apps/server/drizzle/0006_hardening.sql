ALTER TABLE "login_failures" ADD COLUMN "source" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_email_source_idx" ON "login_failures" USING btree ("email","source","failed_at");--> statement-breakpoint
CREATE TABLE "login_sources" (
	"email" varchar(254) NOT NULL,
	"source" varchar(100) NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_sources_pkey" PRIMARY KEY("email","source")
);--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","key")
);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "access_token_cutoffs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"valid_after" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "access_token_cutoffs" ADD CONSTRAINT "access_token_cutoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "pending_uploads" (
	"key" varchar(500) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_uploads_user_idx" ON "pending_uploads" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "pending_uploads_expires_at_idx" ON "pending_uploads" USING btree ("expires_at");
