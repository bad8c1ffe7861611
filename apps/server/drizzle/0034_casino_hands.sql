CREATE TABLE "casino_hand" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"game" text NOT NULL,
	"version" integer NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"stake" bigint NOT NULL,
	"bet" jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_hand_status" CHECK ("casino_hand"."status" in ('open', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "casino_hand" ADD CONSTRAINT "casino_hand_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_hand" ADD CONSTRAINT "casino_hand_seed_id_casino_seed_id_fk" FOREIGN KEY ("seed_id") REFERENCES "casino_seed"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_hand_open_unique" ON "casino_hand" USING btree ("player_id","game") WHERE "casino_hand"."status" = 'open';