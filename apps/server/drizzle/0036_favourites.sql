CREATE TABLE "player_favourite" (
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_favourite_player_id_kind_target_id_pk" PRIMARY KEY("player_id","kind","target_id"),
	CONSTRAINT "player_favourite_kind" CHECK ("player_favourite"."kind" in ('game', 'champ', 'team'))
);
--> statement-breakpoint
ALTER TABLE "player_favourite" ADD CONSTRAINT "player_favourite_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE no action ON UPDATE no action;