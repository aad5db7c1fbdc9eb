ALTER TABLE "signup_requests" ADD COLUMN "kind" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "enterprise_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "username" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "password_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "inviter_id" integer;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "decided_by_id" integer;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_requests_pending_email_idx" ON "signup_requests" USING btree (lower("email")) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "signup_requests_enterprise_idx" ON "signup_requests" USING btree ("enterprise_id","status");