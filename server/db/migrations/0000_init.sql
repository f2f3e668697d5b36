CREATE TABLE `applied_mutations` (
	`user_id` text NOT NULL,
	`mutation_id` text NOT NULL,
	`result` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `mutation_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `calendar_events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`experience_id` text,
	`title` text NOT NULL,
	`description` text,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`location` text,
	`category` text,
	`event_type` text NOT NULL,
	`is_reminder` integer DEFAULT false NOT NULL,
	`reminder_time` text,
	`reminder_sent` integer DEFAULT false NOT NULL,
	`mood_context` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`experience_id`) REFERENCES `experiences`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `calendar_events_user_start_idx` ON `calendar_events` (`user_id`,`start_time`);--> statement-breakpoint
CREATE TABLE `change_log` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`op` text NOT NULL,
	`audience` text NOT NULL,
	`created_at` text NOT NULL,
	CONSTRAINT "change_log_op_check" CHECK("change_log"."op" in ('upsert', 'delete'))
);
--> statement-breakpoint
CREATE INDEX `change_log_audience_seq_idx` ON `change_log` (`audience`,`seq`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`organization` text,
	`inquiry_type` text DEFAULT 'general' NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`newsletter` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `event_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`calendar_event_id` text NOT NULL,
	`user_id` text NOT NULL,
	`reminder_type` text NOT NULL,
	`reminder_time` text NOT NULL,
	`message` text,
	`sent` integer DEFAULT false NOT NULL,
	`sent_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`calendar_event_id`) REFERENCES `calendar_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_reminders_event_idx` ON `event_reminders` (`calendar_event_id`);--> statement-breakpoint
CREATE TABLE `experiences` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`location` text NOT NULL,
	`venue` text NOT NULL,
	`venue_id` text,
	`date` text NOT NULL,
	`image_url` text NOT NULL,
	`wellbeing_benefit` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`accessibility_features` text DEFAULT '[]' NOT NULL,
	`duration` integer,
	`max_participants` integer,
	`difficulty_level` text DEFAULT 'beginner' NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "experiences_price_check" CHECK("experiences"."price" >= 0)
);
--> statement-breakpoint
CREATE INDEX `experiences_category_idx` ON `experiences` (`category`);--> statement-breakpoint
CREATE INDEX `experiences_date_idx` ON `experiences` (`date`);--> statement-breakpoint
CREATE INDEX `experiences_created_by_idx` ON `experiences` (`created_by`);--> statement-breakpoint
CREATE TABLE `inquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`experience_id` text NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`experience_id`) REFERENCES `experiences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `inquiries_experience_idx` ON `inquiries` (`experience_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `invitation_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`code_hash` text NOT NULL,
	`allowed_user_type` text,
	`max_uses` integer,
	`uses` integer DEFAULT 0 NOT NULL,
	`expires_at` text,
	`created_at` text NOT NULL,
	`last_used_at` text,
	`used_by` text,
	FOREIGN KEY (`used_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitation_codes_code_hash_unique` ON `invitation_codes` (`code_hash`);--> statement-breakpoint
CREATE TABLE `mood_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`mood` text NOT NULL,
	`intensity` integer NOT NULL,
	`context` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "mood_entries_intensity_check" CHECK("mood_entries"."intensity" between 1 and 10)
);
--> statement-breakpoint
CREATE INDEX `mood_entries_user_created_idx` ON `mood_entries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `mood_recommendations` (
	`id` text PRIMARY KEY NOT NULL,
	`mood` text NOT NULL,
	`experience_category` text NOT NULL,
	`recommendation_reason` text NOT NULL,
	`effectiveness` integer DEFAULT 5 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mood_recommendations_mood_idx` ON `mood_recommendations` (`mood`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email_unique` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE TABLE `referrals` (
	`id` text PRIMARY KEY NOT NULL,
	`professional_id` text NOT NULL,
	`client_name` text NOT NULL,
	`client_email` text,
	`experience_id` text,
	`notes` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`professional_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`experience_id`) REFERENCES `experiences`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `referrals_professional_idx` ON `referrals` (`professional_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_experiences` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`experience_id` text NOT NULL,
	`status` text NOT NULL,
	`registered_at` text,
	`attended_at` text,
	`completed_at` text,
	`wellbeing_impact` text,
	`ticket_token` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`experience_id`) REFERENCES `experiences`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_experiences_user_experience_unique` ON `user_experiences` (`user_id`,`experience_id`);--> statement-breakpoint
CREATE INDEX `user_experiences_experience_idx` ON `user_experiences` (`experience_id`);--> statement-breakpoint
CREATE TABLE `user_favorites` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`experience_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`experience_id`) REFERENCES `experiences`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_favorites_user_experience_unique` ON `user_favorites` (`user_id`,`experience_id`);--> statement-breakpoint
CREATE TABLE `user_interactions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`experience_id` text NOT NULL,
	`interaction_type` text NOT NULL,
	`rating` integer,
	`feedback` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`experience_id`) REFERENCES `experiences`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_interactions_user_idx` ON `user_interactions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text,
	`password_hash` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`date_of_birth` text,
	`location` text,
	`bio` text,
	`user_type` text DEFAULT 'individual' NOT NULL,
	`wellbeing_goals` text DEFAULT '[]' NOT NULL,
	`preferred_categories` text DEFAULT '[]' NOT NULL,
	`accessibility_needs` text,
	`communication_preferences` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK("users"."user_type" in ('individual', 'professional', 'cultural_partner'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE TABLE `venues` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`description` text,
	`created_at` text NOT NULL
);
