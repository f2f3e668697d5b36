ALTER TABLE `event_reminders` ADD `push_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `event_reminders` ADD `push_next_at` text;