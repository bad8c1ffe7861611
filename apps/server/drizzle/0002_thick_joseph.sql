CREATE TABLE "cookies_agreement_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cookies_agreement_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"player_id" integer,
	"agreed_at" timestamp (3) with time zone NOT NULL,
	"agree_type" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_ban" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"ban_level" integer DEFAULT 0 NOT NULL,
	"ban_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_ban_level" CHECK ("player_ban"."ban_level" >= 0 and "player_ban"."ban_version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_terms_acceptance" (
	"player_id" integer NOT NULL,
	"brand" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_terms_acceptance_player_id_brand_pk" PRIMARY KEY("player_id","brand")
);
--> statement-breakpoint
CREATE TABLE "report_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"source_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"app" text NOT NULL,
	"signed_in" boolean NOT NULL,
	"s1" text,
	"s2" text,
	"s3" text,
	"i1" integer,
	"i2" integer,
	"i3" integer,
	"f1" double precision,
	"f2" double precision,
	"client_at" timestamp (3) with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_block_rule" (
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"reason" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_block_rule_brand_kind_scope_pk" PRIMARY KEY("brand","kind","scope"),
	CONSTRAINT "site_block_rule_kind" CHECK ("site_block_rule"."kind" in ('country', 'config', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "site_config_group" (
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_config_group_brand_name_pk" PRIMARY KEY("brand","name")
);
--> statement-breakpoint
CREATE TABLE "site_maintenance" (
	"brand" text PRIMARY KEY NOT NULL,
	"start_at" timestamp (3) with time zone,
	"finish_at" timestamp (3) with time zone,
	"notify_start_at" timestamp (3) with time zone,
	"notify_end_at" timestamp (3) with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_maintenance_order" CHECK ("site_maintenance"."start_at" is null or "site_maintenance"."finish_at" is null or "site_maintenance"."start_at" < "site_maintenance"."finish_at")
);
--> statement-breakpoint
CREATE TABLE "site_redirect" (
	"brand" text NOT NULL,
	"route_from" text NOT NULL,
	"route_to" text NOT NULL,
	"code" integer DEFAULT 301 NOT NULL,
	CONSTRAINT "site_redirect_brand_route_from_pk" PRIMARY KEY("brand","route_from"),
	CONSTRAINT "site_redirect_code" CHECK ("site_redirect"."code" in (301, 302))
);
--> statement-breakpoint
CREATE TABLE "site_terms" (
	"brand" text NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp (3) with time zone NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	CONSTRAINT "site_terms_brand_version_pk" PRIMARY KEY("brand","version"),
	CONSTRAINT "site_terms_version" CHECK ("site_terms"."version" > 0)
);
--> statement-breakpoint
CREATE INDEX "cookies_agreement_log_player" ON "cookies_agreement_log" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "report_event_brand_event" ON "report_event" USING btree ("brand","event_id");