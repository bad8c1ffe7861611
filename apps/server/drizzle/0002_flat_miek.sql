ALTER TABLE "cookies_agreement_log" ALTER COLUMN "player_id" SET DATA TYPE integer USING "player_id"::integer;--> statement-breakpoint
ALTER TABLE "player_ban" ALTER COLUMN "player_id" SET DATA TYPE integer USING "player_id"::integer;--> statement-breakpoint
ALTER TABLE "player_terms_acceptance" ALTER COLUMN "player_id" SET DATA TYPE integer USING "player_id"::integer;