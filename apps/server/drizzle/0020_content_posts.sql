ALTER TABLE "content_document" DROP CONSTRAINT "content_document_kind";--> statement-breakpoint
ALTER TABLE "content_revision" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "content_revision" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "content_document" ADD CONSTRAINT "content_document_kind" CHECK ("content_document"."kind" in ('page', 'site-page', 'rule-group', 'rule-chapter', 'news', 'blog'));