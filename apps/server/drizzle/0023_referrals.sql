CREATE TABLE "referral" (
	"friend_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"decided_at" timestamp with time zone,
	"reason" text,
	"bonus_id" integer,
	"reward_amount" bigint,
	"reward_currency_id" smallint,
	CONSTRAINT "referral_status" CHECK ("referral"."status" in ('registered', 'rewarded', 'expired', 'refused')),
	CONSTRAINT "referral_not_self" CHECK ("referral"."friend_id" <> "referral"."referrer_id")
);
--> statement-breakpoint
CREATE TABLE "referral_code" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "bonus" DROP CONSTRAINT "bonus_kind";--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_friend_id_player_id_fk" FOREIGN KEY ("friend_id") REFERENCES "player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referrer_id_player_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_code" ADD CONSTRAINT "referral_code_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_referrer" ON "referral" USING btree ("referrer_id","registered_at");--> statement-breakpoint
CREATE INDEX "referral_waiting" ON "referral" USING btree ("registered_at") WHERE "referral"."status" = 'registered';--> statement-breakpoint
ALTER TABLE "bonus" ADD CONSTRAINT "bonus_kind" CHECK ("bonus"."kind" in ('first_deposit_sport', 'first_deposit_casino', 'redeposit', 'promo', 'manual', 'referral'));