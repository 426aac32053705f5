-- Weather answers of past days: a day that is over never changes, so its answer is kept for good
-- and served without calling the provider again. Keyed by the provider and the coordinates
-- rounded to 4 decimals (stored as integers of 1e-4 degree) and the date.
CREATE TABLE "weather_days" (
	"provider" varchar(20) NOT NULL,
	"latitude_e4" integer NOT NULL,
	"longitude_e4" integer NOT NULL,
	"day" date NOT NULL,
	"weather" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weather_days_pkey" PRIMARY KEY("provider","latitude_e4","longitude_e4","day")
);
