CREATE TABLE "job_ticks" (
	"job" text NOT NULL,
	"tick" text NOT NULL,
	"ran_at" text NOT NULL,
	CONSTRAINT "job_ticks_job_tick_pk" PRIMARY KEY("job","tick")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" text PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key_hash" text NOT NULL,
	"at" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("bucket","key_hash","at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_at_idx" ON "rate_limit_hits" USING btree ("at");