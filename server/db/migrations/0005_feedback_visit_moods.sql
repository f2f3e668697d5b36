ALTER TABLE `mood_entries` ADD `experience_id` text;--> statement-breakpoint
ALTER TABLE `user_interactions` ADD `updated_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `user_interactions_user_experience_type_unique` ON `user_interactions` (`user_id`,`experience_id`,`interaction_type`);