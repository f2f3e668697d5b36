CREATE TABLE "device_clocks" (
	"user_id" text NOT NULL,
	"client_id" text NOT NULL,
	"last_push_at" text NOT NULL,
	CONSTRAINT "device_clocks_user_id_client_id_pk" PRIMARY KEY("user_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "device_clocks" ADD CONSTRAINT "device_clocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;