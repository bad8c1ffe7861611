ALTER TABLE "bonus_code_use" ALTER COLUMN "bonus_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_code" ADD COLUMN "game" text;--> statement-breakpoint
ALTER TABLE "bonus_code" ADD COLUMN "plays" integer;--> statement-breakpoint
ALTER TABLE "bonus_code_use" ADD COLUMN "pass_id" integer;--> statement-breakpoint
ALTER TABLE "bonus_code_use" ADD CONSTRAINT "bonus_code_use_pass_id_bonus_game_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "bonus_game_pass"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_code" ADD CONSTRAINT "bonus_code_game" CHECK (("bonus_code"."game" is null and "bonus_code"."plays" is null) or ("bonus_code"."game" in ('fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon') and "bonus_code"."plays" between 1 and 100));--> statement-breakpoint
ALTER TABLE "bonus_code_use" ADD CONSTRAINT "bonus_code_use_gift" CHECK (("bonus_code_use"."bonus_id" is null) <> ("bonus_code_use"."pass_id" is null));