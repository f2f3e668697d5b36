CREATE TABLE `calendar_feeds` (
	`user_id` text PRIMARY KEY NOT NULL,
	`secret_hash` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_secret_hash_unique` ON `calendar_feeds` (`secret_hash`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
-- drizzle-kit selected the new columns (experience_id, dismissed_at, updated_at) from the old
-- table, which has none: they start empty (updated_at = created_at). Edited by hand.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_event_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`calendar_event_id` text,
	`experience_id` text,
	`user_id` text NOT NULL,
	`reminder_type` text NOT NULL,
	`reminder_time` text NOT NULL,
	`message` text,
	`sent` integer DEFAULT false NOT NULL,
	`sent_at` text,
	`dismissed_at` text,
	`created_at` text NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`calendar_event_id`) REFERENCES `calendar_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`experience_id`) REFERENCES `experiences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_event_reminders`("id", "calendar_event_id", "experience_id", "user_id", "reminder_type", "reminder_time", "message", "sent", "sent_at", "dismissed_at", "created_at", "updated_at") SELECT "id", "calendar_event_id", NULL, "user_id", "reminder_type", "reminder_time", "message", "sent", "sent_at", NULL, "created_at", "created_at" FROM `event_reminders`;--> statement-breakpoint
DROP TABLE `event_reminders`;--> statement-breakpoint
ALTER TABLE `__new_event_reminders` RENAME TO `event_reminders`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `event_reminders_event_idx` ON `event_reminders` (`calendar_event_id`);--> statement-breakpoint
CREATE INDEX `event_reminders_user_idx` ON `event_reminders` (`user_id`);