CREATE TABLE "remote_view" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"app_name" text NOT NULL,
	"lng" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"css_to_load" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scripts_to_load" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"code_to_eval" text DEFAULT '' NOT NULL,
	"head" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_view_brand_name_lng" UNIQUE("brand","app_name","lng"),
	CONSTRAINT "remote_view_lng" CHECK ("remote_view"."lng" ~ '^[a-z]{2}$')
);
