ALTER TABLE "player" DROP CONSTRAINT "player_first_deposit_bonus_choice";--> statement-breakpoint
ALTER TABLE "player" ALTER COLUMN "first_deposit_bonus_choice" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "player" ALTER COLUMN "first_deposit_bonus_choice" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "player" ADD CONSTRAINT "player_first_deposit_bonus_choice" CHECK ("player"."first_deposit_bonus_choice" is null or "player"."first_deposit_bonus_choice" in (0, 1, 2));