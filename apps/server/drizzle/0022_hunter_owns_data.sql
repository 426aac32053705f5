-- Issue 28, the hunter owns their data: the account side.
-- A sign-in remembers the browser it was made in, so the sessions list can name it.
ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" varchar(200);
--> statement-breakpoint
-- A deleted hunter's cutoff outlives the account: their access tokens, already issued, must keep
-- failing after the row that held the cutoff would have cascaded away with the user.
ALTER TABLE "access_token_cutoffs" DROP CONSTRAINT "access_token_cutoffs_user_id_users_id_fk";
--> statement-breakpoint
-- Password-reset links: only the SHA-256 of the token is kept; a link works once, until it expires.
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "password_resets_user_created_idx" ON "password_resets" USING btree ("user_id","created_at");
