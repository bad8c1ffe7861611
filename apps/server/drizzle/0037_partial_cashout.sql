CREATE TABLE "bet_cashout" (
	"coupon_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"offer" bigint NOT NULL,
	"part" bigint NOT NULL,
	"stake_taken" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_cashout_coupon_id_request_id_pk" PRIMARY KEY("coupon_id","request_id"),
	CONSTRAINT "bet_cashout_part" CHECK ("bet_cashout"."part" > 0 and "bet_cashout"."part" < "bet_cashout"."offer" and "bet_cashout"."stake_taken" > 0)
);
--> statement-breakpoint
ALTER TABLE "bet_coupon" ADD COLUMN "stake_left" bigint;--> statement-breakpoint
ALTER TABLE "bet_coupon" ADD COLUMN "cashed_out" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bet_coupon" ADD COLUMN "auto_cashout" bigint;--> statement-breakpoint
ALTER TABLE "bet_cashout" ADD CONSTRAINT "bet_cashout_coupon_id_bet_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "bet_coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_coupon_auto_cashout" ON "bet_coupon" USING btree ("id") WHERE "bet_coupon"."status" = 'open' and "bet_coupon"."auto_cashout" is not null;--> statement-breakpoint
ALTER TABLE "bet_coupon" ADD CONSTRAINT "bet_coupon_stake_left" CHECK ("bet_coupon"."stake_left" is null or ("bet_coupon"."stake_left" > 0 and "bet_coupon"."stake_left" <= "bet_coupon"."amount"));