CREATE TABLE "builder_bet" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"game_id" bigint NOT NULL,
	"game_name_eng" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"parts" jsonb NOT NULL,
	"coef" integer NOT NULL,
	"stake" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"status" text NOT NULL,
	"results" jsonb,
	"payout" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "builder_bet_status" CHECK ("builder_bet"."status" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "builder_bet_stake" CHECK ("builder_bet"."stake" > 0 and "builder_bet"."coef" > 1000)
);
--> statement-breakpoint
ALTER TABLE "builder_bet" ADD CONSTRAINT "builder_bet_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builder_bet_player" ON "builder_bet" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "builder_bet_open" ON "builder_bet" USING btree ("status","game_id");