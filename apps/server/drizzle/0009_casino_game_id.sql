ALTER TABLE "casino_game" ADD COLUMN "game_id" integer;--> statement-breakpoint
UPDATE "casino_game" SET "game_id" = 1001 + "sort";--> statement-breakpoint
ALTER TABLE "casino_game" ALTER COLUMN "game_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_game" ADD CONSTRAINT "casino_game_game_id_unique" UNIQUE("game_id");
