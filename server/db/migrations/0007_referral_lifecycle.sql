CREATE TABLE `referral_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`referral_id` text NOT NULL,
	`status` text NOT NULL,
	`at` text NOT NULL,
	`by` text,
	`reason` text,
	FOREIGN KEY (`referral_id`) REFERENCES `referrals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `referral_events_referral_idx` ON `referral_events` (`referral_id`,`id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_referrals` (
	`id` text PRIMARY KEY NOT NULL,
	`professional_id` text NOT NULL,
	`client_name` text NOT NULL,
	`client_email` text,
	`experience_id` text,
	`notes` text,
	`status` text DEFAULT 'sent' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`client_id` text,
	`experience_ids` text DEFAULT '[]' NOT NULL,
	`booked_experience_id` text,
	`share_outcomes` integer DEFAULT false NOT NULL,
	`baseline` text,
	`follow_up` text,
	`invite_code_id` text,
	`invite_code` text,
	FOREIGN KEY (`professional_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`experience_id`) REFERENCES `experiences`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`client_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invite_code_id`) REFERENCES `invitation_codes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_referrals`("id", "professional_id", "client_name", "client_email", "experience_id", "notes", "status", "created_at", "updated_at", "experience_ids") SELECT "id", "professional_id", "client_name", "client_email", "experience_id", "notes", CASE WHEN "status" = 'pending' THEN 'sent' ELSE "status" END, "created_at", "updated_at", CASE WHEN "experience_id" IS NULL THEN '[]' ELSE json_array("experience_id") END FROM `referrals`;--> statement-breakpoint
DROP TABLE `referrals`;--> statement-breakpoint
ALTER TABLE `__new_referrals` RENAME TO `referrals`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `referrals_professional_idx` ON `referrals` (`professional_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `referrals_client_idx` ON `referrals` (`client_id`);--> statement-breakpoint
ALTER TABLE `invitation_codes` ADD `referral_id` text REFERENCES referrals(id) ON DELETE set null;--> statement-breakpoint
-- Hand-written: every referral made before the life cycle starts its timeline with `sent`.
INSERT INTO `referral_events`(`referral_id`, `status`, `at`, `by`, `reason`) SELECT `id`, 'sent', `created_at`, `professional_id`, NULL FROM `referrals` ORDER BY `created_at`, `id`;