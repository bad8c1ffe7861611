CREATE TABLE "casino_crash_round" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"version" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"stake" bigint NOT NULL,
	"crash_point" integer NOT NULL,
	"started_at" bigint NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"cash_out" integer,
	"win" bigint DEFAULT 0 NOT NULL,
	"balance" bigint NOT NULL,
	"ended_at" bigint,
	CONSTRAINT "casino_crash_round_status" CHECK ("casino_crash_round"."status" in ('running', 'cashed_out', 'crashed'))
);
--> statement-breakpoint
CREATE TABLE "casino_tournament" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"games" text[] NOT NULL,
	"scoring" text NOT NULL,
	"currency_id" smallint NOT NULL,
	"prize_pool" bigint NOT NULL,
	"prizes" integer[] NOT NULL,
	"recurrence" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "casino_tournament_scoring" CHECK ("casino_tournament"."scoring" in ('turnover', 'multiplier')),
	CONSTRAINT "casino_tournament_window" CHECK (("casino_tournament"."recurrence" in ('daily', 'weekly') and "casino_tournament"."starts_at" is null and "casino_tournament"."ends_at" is null) or ("casino_tournament"."recurrence" is null and "casino_tournament"."starts_at" < "casino_tournament"."ends_at"))
);
--> statement-breakpoint
ALTER TABLE "casino_crash_round" ADD CONSTRAINT "casino_crash_round_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_crash_round" ADD CONSTRAINT "casino_crash_round_seed_id_casino_seed_id_fk" FOREIGN KEY ("seed_id") REFERENCES "casino_seed"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_crash_round_running_idx" ON "casino_crash_round" USING btree ("player_id") WHERE "casino_crash_round"."status" = 'running';