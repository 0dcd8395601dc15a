ALTER TABLE "trusted_devices" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "student_id" integer;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trusted_devices_student_idx" ON "trusted_devices" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_one_account" CHECK (("trusted_devices"."staff_id" IS NULL) <> ("trusted_devices"."student_id" IS NULL));