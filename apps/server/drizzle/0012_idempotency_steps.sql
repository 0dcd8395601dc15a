CREATE TABLE "idempotency_steps" (
	"key_id" integer NOT NULL,
	"step" integer NOT NULL,
	"result" text NOT NULL,
	CONSTRAINT "idempotency_steps_key_id_step_pk" PRIMARY KEY("key_id","step")
);
--> statement-breakpoint
ALTER TABLE "idempotency_steps" ADD CONSTRAINT "idempotency_steps_key_id_idempotency_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."idempotency_keys"("id") ON DELETE cascade ON UPDATE no action;