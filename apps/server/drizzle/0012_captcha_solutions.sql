CREATE TABLE "captcha_solution" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "captcha" CASCADE;--> statement-breakpoint
CREATE INDEX "captcha_solution_expires_idx" ON "captcha_solution" USING btree ("expires_at");