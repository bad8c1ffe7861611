CREATE TABLE "content_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_document_brand_key" UNIQUE("brand","key"),
	CONSTRAINT "content_document_kind" CHECK ("content_document"."kind" in ('page', 'rule-group', 'rule-chapter')),
	CONSTRAINT "content_document_parent" CHECK (("content_document"."kind" = 'rule-chapter') = ("content_document"."parent_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "content_revision" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"lng" text NOT NULL,
	"revision" integer,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "content_revision_number" UNIQUE("document_id","lng","revision"),
	CONSTRAINT "content_revision_lng" CHECK ("content_revision"."lng" ~ '^[a-z]{2}$'),
	CONSTRAINT "content_revision_published" CHECK (("content_revision"."revision" is null) = ("content_revision"."published_at" is null))
);
--> statement-breakpoint
ALTER TABLE "content_revision" ADD CONSTRAINT "content_revision_document_id_content_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "content_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revision_document_lng" ON "content_revision" USING btree ("document_id","lng");