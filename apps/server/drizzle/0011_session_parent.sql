ALTER TABLE "session" ADD COLUMN "parent_id" text;--> statement-breakpoint
CREATE INDEX "session_parent_idx" ON "session" USING btree ("parent_id");