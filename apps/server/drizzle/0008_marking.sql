ALTER TABLE "homeworks" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "writing_criteria" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "markings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "markings" ADD COLUMN "criteria" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "markings" ADD COLUMN "pictures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "markings" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "markings" ADD COLUMN "auto_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "markings" ADD COLUMN "answer_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "score_audit" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "students_class_number_idx" ON "students" USING btree ("class_id","class_number","id");--> statement-breakpoint
CREATE INDEX "answers_to_mark_idx" ON "answers" USING btree ("attempt_id","question_id","id","version") WHERE "answers"."right_status" = 'NOT_CORRECT';--> statement-breakpoint
CREATE INDEX "markings_final_idx" ON "markings" USING btree ("answer_id","answer_version") WHERE NOT "markings"."draft";--> statement-breakpoint
ALTER TABLE "score_audit" ADD CONSTRAINT "score_audit_source_check" CHECK ("score_audit"."source" IN ('AUTO', 'MARKING', 'OVERRIDE', 'WITHDRAWAL'));--> statement-breakpoint
CREATE INDEX "attempts_submitted_idx" ON "attempts" USING btree ("homework_id","student_id") WHERE "attempts"."submitted_at" IS NOT NULL;--> statement-breakpoint
-- Markings made before this migration marked the answer as it was then.
UPDATE "markings" SET "answer_version" = "answers"."version" FROM "answers" WHERE "answers"."id" = "markings"."answer_id";
