CREATE TABLE `checkins` (
	`id` text PRIMARY KEY NOT NULL,
	`registration_id` text NOT NULL,
	`experience_id` text NOT NULL,
	`scanned_at` text NOT NULL,
	`device_id` text NOT NULL,
	`device_name` text,
	`scanned_by` text,
	`outcome` text NOT NULL,
	`reason` text,
	`recorded_at` text NOT NULL,
	FOREIGN KEY (`experience_id`) REFERENCES `experiences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`scanned_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "checkins_outcome_check" CHECK("checkins"."outcome" in ('admitted', 'duplicate', 'refused'))
);
--> statement-breakpoint
CREATE INDEX `checkins_registration_idx` ON `checkins` (`registration_id`,`scanned_at`);--> statement-breakpoint
CREATE INDEX `checkins_experience_idx` ON `checkins` (`experience_id`);--> statement-breakpoint
CREATE TABLE `door_helpers` (
	`id` text PRIMARY KEY NOT NULL,
	`partner_id` text NOT NULL,
	`helper_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`helper_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `door_helpers_partner_helper_unique` ON `door_helpers` (`partner_id`,`helper_id`);--> statement-breakpoint
CREATE INDEX `door_helpers_helper_idx` ON `door_helpers` (`helper_id`);--> statement-breakpoint
CREATE TABLE `partner_profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`organisation_name` text NOT NULL,
	`venues` text DEFAULT '[]' NOT NULL,
	`contact_email` text,
	`contact_phone` text,
	`website` text,
	`description` text,
	`accessibility_info` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `experiences` ADD `places_taken` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `experiences` ADD `waitlist_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `experiences` ADD `rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `experiences` ADD `rating_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `user_experiences` ADD `cancelled_at` text;--> statement-breakpoint
CREATE INDEX `user_experiences_queue_idx` ON `user_experiences` (`experience_id`,`status`,`registered_at`);--> statement-breakpoint
-- Backfill: the counters start equal to the rows they count (capacity = registered + attended).
UPDATE `experiences` SET
	`places_taken` = (SELECT count(*) FROM `user_experiences` u WHERE u.`experience_id` = `experiences`.`id` AND u.`status` IN ('registered', 'attended')),
	`waitlist_count` = (SELECT count(*) FROM `user_experiences` u WHERE u.`experience_id` = `experiences`.`id` AND u.`status` = 'waitlisted');
