CREATE TABLE "seo_canonical" (
	"brand" text NOT NULL,
	"path" text NOT NULL,
	"mode" text NOT NULL,
	"target" text,
	"domain" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_canonical_brand_path_pk" PRIMARY KEY("brand","path"),
	CONSTRAINT "seo_canonical_mode" CHECK (("seo_canonical"."mode" = 'url' and "seo_canonical"."target" is not null) or ("seo_canonical"."mode" = 'mirror' and "seo_canonical"."domain" is not null))
);
--> statement-breakpoint
CREATE TABLE "seo_content" (
	"brand" text NOT NULL,
	"content_key" text NOT NULL,
	"lng" text NOT NULL,
	"heading" text NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_content_brand_content_key_lng_pk" PRIMARY KEY("brand","content_key","lng"),
	CONSTRAINT "seo_content_lng" CHECK ("seo_content"."lng" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "seo_counter" (
	"brand" text NOT NULL,
	"domain" text NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"counter_id" text NOT NULL,
	CONSTRAINT "seo_counter_brand_domain_project_id_kind_pk" PRIMARY KEY("brand","domain","project_id","kind"),
	CONSTRAINT "seo_counter_kind" CHECK ("seo_counter"."kind" in ('google-tag-manager', 'google-analytics', 'yandex-metrika', 'matomo'))
);
--> statement-breakpoint
CREATE TABLE "seo_language" (
	"code" text PRIMARY KEY NOT NULL,
	"iso" text NOT NULL,
	"locale" text NOT NULL,
	CONSTRAINT "seo_language_code" CHECK ("seo_language"."code" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "seo_page_text" (
	"brand" text NOT NULL,
	"page_key" text NOT NULL,
	"lng" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"heading" text NOT NULL,
	"robots" text,
	"metas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_page_text_brand_page_key_lng_pk" PRIMARY KEY("brand","page_key","lng"),
	CONSTRAINT "seo_page_text_lng" CHECK ("seo_page_text"."lng" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "seo_sport_name" (
	"sport_id" integer NOT NULL,
	"lng" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "seo_sport_name_sport_id_lng_pk" PRIMARY KEY("sport_id","lng"),
	CONSTRAINT "seo_sport_name_lng" CHECK ("seo_sport_name"."lng" ~ '^[a-z]{2}$')
);
