ALTER TABLE `applied_mutations` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows of earlier releases are numbered per user in the order they were written (rowid).
UPDATE `applied_mutations` SET `position` = (
  SELECT count(*) FROM `applied_mutations` AS `earlier`
  WHERE `earlier`.`user_id` = `applied_mutations`.`user_id`
    AND `earlier`.`rowid` <= `applied_mutations`.`rowid`
);--> statement-breakpoint
CREATE INDEX `applied_mutations_user_position_idx` ON `applied_mutations` (`user_id`,`position`);
