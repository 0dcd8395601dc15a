CREATE TABLE "calendar_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"action" text NOT NULL,
	"term_id" integer,
	"schedule_id" integer,
	"actor_staff_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "proposed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_audit_school_idx" ON "calendar_audit" USING btree ("school_id","created_at");