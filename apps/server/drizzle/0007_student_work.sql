ALTER TABLE "sessions" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "local_answer" jsonb;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "submitted_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_submitted_by_staff_id_staff_users_id_fk" FOREIGN KEY ("submitted_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;