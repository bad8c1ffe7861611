CREATE TABLE "bonus_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"code" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"amounts" jsonb NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_code_format" CHECK ("bonus_code"."code" ~ '^[A-Z0-9]{3,32}$'),
	CONSTRAINT "bonus_code_uses" CHECK ("bonus_code"."uses" >= 0 and ("bonus_code"."max_uses" is null or "bonus_code"."uses" <= "bonus_code"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "bonus_code_use" (
	"code_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"bonus_id" integer NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_code_use_code_id_player_id_pk" PRIMARY KEY("code_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"offer" text NOT NULL,
	"eligibility" jsonb NOT NULL,
	"games" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_offer" CHECK ("promotion"."offer" in ('first_deposit', 'promo_code', 'automatic')),
	CONSTRAINT "promotion_period" CHECK ("promotion"."ends_at" is null or "promotion"."ends_at" > "promotion"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promotion_text" (
	"promotion_id" integer NOT NULL,
	"lng" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"html" text NOT NULL,
	"rules_html" text NOT NULL,
	CONSTRAINT "promotion_text_promotion_id_lng_pk" PRIMARY KEY("promotion_id","lng"),
	CONSTRAINT "promotion_text_lng" CHECK ("promotion_text"."lng" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "bonus_code" ADD CONSTRAINT "bonus_code_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_code_use" ADD CONSTRAINT "bonus_code_use_code_id_bonus_code_id_fk" FOREIGN KEY ("code_id") REFERENCES "bonus_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_code_use" ADD CONSTRAINT "bonus_code_use_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_code_use" ADD CONSTRAINT "bonus_code_use_bonus_id_bonus_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "bonus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_text" ADD CONSTRAINT "promotion_text_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_code_brand_code" ON "bonus_code" USING btree ("brand","code");--> statement-breakpoint
CREATE INDEX "bonus_code_use_player" ON "bonus_code_use" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_brand_slug" ON "promotion" USING btree ("brand","slug");