CREATE TABLE `referral_consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`referral_id` text NOT NULL,
	`user_id` text NOT NULL,
	`share_outcomes` integer NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`referral_id`) REFERENCES `referrals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `referral_consents_referral_idx` ON `referral_consents` (`referral_id`,`id`);--> statement-breakpoint
-- The consent of referrals answered before this table: the current one, as of their last change.
INSERT INTO `referral_consents` (`referral_id`, `user_id`, `share_outcomes`, `at`)
  SELECT `id`, `client_id`, `share_outcomes`, COALESCE(`updated_at`, `created_at`) FROM `referrals`
  WHERE `client_id` IS NOT NULL AND `status` NOT IN ('sent', 'declined');
