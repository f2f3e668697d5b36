ALTER TABLE `users` ADD `reminders_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `default_reminder_lead` text DEFAULT 'none' NOT NULL;