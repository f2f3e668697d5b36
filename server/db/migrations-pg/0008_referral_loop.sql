ALTER TABLE "referrals" ADD COLUMN "milestone" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reviewed_at" text;