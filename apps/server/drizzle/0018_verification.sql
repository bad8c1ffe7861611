CREATE TABLE "verification_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_state" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"requested" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "verification_document_player" ON "verification_document" USING btree ("player_id","status");