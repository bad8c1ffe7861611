CREATE TABLE "site_config" (
	"brand" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_language" (
	"brand" text NOT NULL,
	"code" text NOT NULL,
	"language_id" integer NOT NULL,
	"name" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_language_brand_code_pk" PRIMARY KEY("brand","code"),
	CONSTRAINT "site_language_code_format" CHECK ("site_language"."code" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "site_language" ADD CONSTRAINT "site_language_brand_site_config_brand_fk" FOREIGN KEY ("brand") REFERENCES "site_config"("brand") ON DELETE cascade ON UPDATE no action;