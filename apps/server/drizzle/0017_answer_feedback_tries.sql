CREATE TABLE "answer_tries" (
	"school_id" integer NOT NULL,
	"homework_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"child_key" text DEFAULT '' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "immediate_feedback" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "max_tries" integer;--> statement-breakpoint
ALTER TABLE "answer_tries" ADD CONSTRAINT "answer_tries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_tries" ADD CONSTRAINT "answer_tries_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_tries" ADD CONSTRAINT "answer_tries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_tries" ADD CONSTRAINT "answer_tries_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_tries_unique_idx" ON "answer_tries" USING btree ("homework_id","student_id","question_id","child_key");