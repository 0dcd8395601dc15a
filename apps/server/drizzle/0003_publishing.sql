CREATE TABLE "homework_redos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "homework_redos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"homework_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instructions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"textbook_type" text NOT NULL,
	"subject_code" text,
	"process_type" text,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"content" text NOT NULL,
	"content_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publication_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"homework_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_staff_id" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_papers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_papers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"subject_code" text NOT NULL,
	"grade_code" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"homework_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homework_targets" ADD COLUMN "scope" text DEFAULT 'SINGLE_CLASS' NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "publish_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "classification" text DEFAULT 'PRACTICE' NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "textbook_type" text;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "chapter_id" integer;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "question_numbers" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "maximum_percent" integer;--> statement-breakpoint
ALTER TABLE "homework_redos" ADD CONSTRAINT "homework_redos_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_redos" ADD CONSTRAINT "homework_redos_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_redos" ADD CONSTRAINT "homework_redos_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_redos" ADD CONSTRAINT "homework_redos_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructions" ADD CONSTRAINT "instructions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_papers" ADD CONSTRAINT "work_papers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_papers" ADD CONSTRAINT "work_papers_creator_id_staff_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_papers" ADD CONSTRAINT "work_papers_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "homework_redos_unique_idx" ON "homework_redos" USING btree ("homework_id","student_id");--> statement-breakpoint
CREATE INDEX "instructions_school_idx" ON "instructions" USING btree ("school_id","textbook_type");--> statement-breakpoint
CREATE INDEX "publication_audit_homework_idx" ON "publication_audit" USING btree ("homework_id");--> statement-breakpoint
CREATE INDEX "work_papers_school_idx" ON "work_papers" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_papers_homework_idx" ON "work_papers" USING btree ("homework_id");--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homeworks_chapter_idx" ON "homeworks" USING btree ("chapter_id");--> statement-breakpoint
-- Homework published before this migration was published when it was created; targets take its scope.
UPDATE "homeworks" SET "publish_time" = "created_at" WHERE "publish_time" IS NULL;--> statement-breakpoint
UPDATE "homework_targets" AS t SET "scope" = h."distribute_range" FROM "homeworks" AS h WHERE h."id" = t."homework_id";--> statement-breakpoint
-- The publication audit log is append-only, like the score audit.
CREATE OR REPLACE FUNCTION publication_audit_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'publication_audit is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER publication_audit_append_only BEFORE UPDATE OR DELETE ON publication_audit
  FOR EACH ROW EXECUTE FUNCTION publication_audit_refuse_change();
