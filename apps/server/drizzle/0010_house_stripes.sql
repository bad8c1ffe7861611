DROP INDEX "ledger_account_house_unique";--> statement-breakpoint
ALTER TABLE "ledger_account" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_house_stripe_unique" ON "ledger_account" USING btree ("house","currency_id","stripe") WHERE "ledger_account"."player_id" is null;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_stripe" CHECK ("ledger_account"."stripe" >= 0 and ("ledger_account"."player_id" is null or "ledger_account"."stripe" = 0));