-- Two saves of one text that raced before this index: the first saved is kept.
DELETE FROM "bank_comments" later USING "bank_comments" earlier
  WHERE later."school_id" = earlier."school_id" AND later."teacher_id" = earlier."teacher_id"
    AND later."text" = earlier."text" AND later."id" > earlier."id";--> statement-breakpoint
CREATE UNIQUE INDEX "bank_comments_text_idx" ON "bank_comments" USING btree ("school_id","teacher_id",md5("text"));
--> statement-breakpoint
-- A test is published without feedback, one try (feedbackSettingOf): tests stored before that rule follow it.
UPDATE "homeworks" SET "immediate_feedback" = false, "max_tries" = 1 WHERE "process_type" IN ('3a', '3b', '4');
