CREATE TABLE "feed_champ" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"base_sport_id" integer NOT NULL,
	"name_eng" text NOT NULL,
	"country_eng" text NOT NULL,
	"tier" smallint NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_event" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"game_id" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_game" (
	"id" bigint PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"champ_id" integer NOT NULL,
	"home_team_id" integer,
	"away_team_id" integer,
	"name_eng" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"period" smallint DEFAULT 0 NOT NULL,
	"clock_sec" integer DEFAULT 0 NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"game" jsonb NOT NULL,
	"simulated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_game_status" CHECK ("feed_game"."status" in ('line', 'live', 'finished'))
);
--> statement-breakpoint
CREATE TABLE "feed_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_sport" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_eng" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_team" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"champ_id" integer NOT NULL,
	"name_eng" text NOT NULL,
	"country_eng" text NOT NULL,
	"rating" real NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feed_champ_sport" ON "feed_champ" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "feed_event_game" ON "feed_event" USING btree ("game_id","seq");--> statement-breakpoint
CREATE INDEX "feed_game_status_start" ON "feed_game" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "feed_game_champ_start" ON "feed_game" USING btree ("champ_id","start_at");--> statement-breakpoint
CREATE INDEX "feed_game_sport_status" ON "feed_game" USING btree ("sport_id","status");--> statement-breakpoint
CREATE INDEX "feed_game_home" ON "feed_game" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "feed_game_away" ON "feed_game" USING btree ("away_team_id");--> statement-breakpoint
CREATE INDEX "feed_team_champ" ON "feed_team" USING btree ("champ_id");