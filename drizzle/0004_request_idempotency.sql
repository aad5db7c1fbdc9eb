CREATE TABLE "request_idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "request_idempotency_keys" ADD CONSTRAINT "request_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_idempotency_keys" ADD CONSTRAINT "request_idempotency_keys_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_idempotency_created_idx" ON "request_idempotency_keys" USING btree ("created_at");