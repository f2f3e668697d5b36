ALTER TABLE `referrals` ADD `milestone` text;--> statement-breakpoint
ALTER TABLE `referrals` ADD `reviewed_at` text;