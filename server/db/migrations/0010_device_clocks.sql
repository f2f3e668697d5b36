CREATE TABLE `device_clocks` (
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`last_push_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `client_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
