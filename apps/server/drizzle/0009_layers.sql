CREATE TABLE "layer_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"layer_id" varchar(100) NOT NULL,
	"layer_name" varchar(255) NOT NULL,
	"layer_type" varchar(20) NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"opacity" double precision DEFAULT 1 NOT NULL,
	"z_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layer_preferences_type_check" CHECK ("layer_type" in ('hunt-data', 'location-data', 'report-data', 'system-data')),
	CONSTRAINT "layer_preferences_opacity_check" CHECK ("opacity" >= 0 and "opacity" <= 1),
	CONSTRAINT "layer_preferences_z_index_check" CHECK ("z_index" >= 0 and "z_index" <= 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "layer_preferences_user_layer_key" ON "layer_preferences" ("user_id", "layer_id");
