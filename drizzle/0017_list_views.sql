CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "due_key" date GENERATED ALWAYS AS (coalesce(target_date, 'infinity'::date)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "priority_rank" smallint GENERATED ALWAYS AS (case priority_level when 'EXPRESS' then 3 when 'PRIORITY' then 2 when 'STANDARD' then 1 else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "total_credit" numeric(14, 2) GENERATED ALWAYS AS (coalesce(adjust_credit, credit)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_idx" ON "saved_views" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_shared_idx" ON "saved_views" USING btree ("id") WHERE shared;--> statement-breakpoint
CREATE INDEX "service_requests_enterprise_updated_idx" ON "service_requests" USING btree ("enterprise_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_company_created_idx" ON "service_requests" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_enterprise_created_idx" ON "service_requests" USING btree ("enterprise_id","created_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_due_idx" ON "service_requests" USING btree ("due_key","id");--> statement-breakpoint
CREATE INDEX "service_requests_company_due_idx" ON "service_requests" USING btree ("company_id","due_key","id");--> statement-breakpoint
CREATE INDEX "service_requests_enterprise_due_idx" ON "service_requests" USING btree ("enterprise_id","due_key","id");--> statement-breakpoint
CREATE INDEX "service_requests_priority_idx" ON "service_requests" USING btree ("priority_rank","id");--> statement-breakpoint
CREATE INDEX "service_requests_company_priority_idx" ON "service_requests" USING btree ("company_id","priority_rank","id");--> statement-breakpoint
CREATE INDEX "service_requests_enterprise_priority_idx" ON "service_requests" USING btree ("enterprise_id","priority_rank","id");--> statement-breakpoint
CREATE INDEX "service_requests_credit_idx" ON "service_requests" USING btree ("total_credit","id");--> statement-breakpoint
CREATE INDEX "service_requests_company_credit_idx" ON "service_requests" USING btree ("company_id","total_credit","id");--> statement-breakpoint
CREATE INDEX "service_requests_enterprise_credit_idx" ON "service_requests" USING btree ("enterprise_id","total_credit","id");