CREATE TABLE "cashback_award" (
	"player_id" integer NOT NULL,
	"currency_id" smallint NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"basis" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_award_player_id_currency_id_week_start_kind_pk" PRIMARY KEY("player_id","currency_id","week_start","kind"),
	CONSTRAINT "cashback_award_kind" CHECK ("cashback_award"."kind" in ('percent', 'points')),
	CONSTRAINT "cashback_award_status" CHECK ("cashback_award"."status" in ('paid', 'credited', 'refused')),
	CONSTRAINT "cashback_award_amount" CHECK ("cashback_award"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cashback_exchange" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"key" text NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency_id" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_points" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_points_balance" CHECK ("cashback_points"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cashback_week" (
	"week_start" timestamp with time zone PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashback_award" ADD CONSTRAINT "cashback_award_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_exchange" ADD CONSTRAINT "cashback_exchange_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_points" ADD CONSTRAINT "cashback_points_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashback_award_player" ON "cashback_award" USING btree ("player_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_exchange_key" ON "cashback_exchange" USING btree ("player_id","key");