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
CREATE INDEX "answers_to_mark_idx" ON "answers" USING btree ("attempt_id") WHERE "answers"."right_status" = 'NOT_CORRECT';--> statement-breakpoint
ALTER TABLE "score_audit" ADD CONSTRAINT "score_audit_source_check" CHECK ("score_audit"."source" IN ('AUTO', 'MARKING', 'OVERRIDE', 'WITHDRAWAL'));--> statement-breakpoint
-- Markings made before this migration marked the answer as it was then.
UPDATE "markings" SET "answer_version" = "answers"."version" FROM "answers" WHERE "answers"."id" = "markings"."answer_id";
