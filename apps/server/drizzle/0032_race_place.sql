ALTER TABLE "race_bet" ADD COLUMN "market" text DEFAULT 'win' NOT NULL;--> statement-breakpoint
ALTER TABLE "race_bet" ADD CONSTRAINT "race_bet_market" CHECK ("race_bet"."market" in ('win', 'place'));