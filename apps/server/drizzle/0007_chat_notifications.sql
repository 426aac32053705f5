CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_a_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"user_b_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"last_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_ordered_pair" CHECK ("user_a_id" < "user_b_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_key" ON "conversations" ("user_a_id", "user_b_id");
--> statement-breakpoint
CREATE INDEX "conversations_user_a_updated_idx" ON "conversations" ("user_a_id", "updated_at");
--> statement-breakpoint
CREATE INDEX "conversations_user_b_updated_idx" ON "conversations" ("user_b_id", "updated_at");
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE cascade,
	"sender_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"content" varchar(2000) NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "messages_conversation_id_idx" ON "messages" ("conversation_id", "id");
--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" ("conversation_id", "sender_id") WHERE "read_at" is null;
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"actor_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" varchar(20) NOT NULL,
	"target_type" varchar(20) NOT NULL,
	"target_id" integer NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('friend_request', 'friend_accepted', 'report_comment', 'activity_reaction', 'activity_comment', 'location_shared', 'new_message'))
);
--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" ("recipient_id", "created_at");
--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" ("recipient_id") WHERE not "is_read";
