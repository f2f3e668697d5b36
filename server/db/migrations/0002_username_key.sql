-- Existing rows get SQLite's lower() (ASCII folding) here, which the old unique index kept
-- distinct; backfillUsernameKeys (server/db/username-keys.ts) then applies NFKC + full folding.
ALTER TABLE `users` ADD `username_key` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `users` SET `username_key` = lower(`username`);--> statement-breakpoint
DROP INDEX `users_username_lower_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_key_unique` ON `users` (`username_key`);
