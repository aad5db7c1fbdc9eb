CREATE TABLE "brand_kit_access" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"level" text NOT NULL,
	"granted_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_kit_access_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "request_brand_kits" (
	"request_id" bigint PRIMARY KEY NOT NULL,
	"brand_kit_id" integer,
	"snapshot" jsonb NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"kit_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_kits" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_kit_access" ADD CONSTRAINT "brand_kit_access_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kit_access" ADD CONSTRAINT "brand_kit_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kit_access" ADD CONSTRAINT "brand_kit_access_granted_by_id_users_id_fk" FOREIGN KEY ("granted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_brand_kits" ADD CONSTRAINT "request_brand_kits_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_brand_kits" ADD CONSTRAINT "request_brand_kits_brand_kit_id_brand_kits_id_fk" FOREIGN KEY ("brand_kit_id") REFERENCES "public"."brand_kits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_kit_access_user_idx" ON "brand_kit_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "request_brand_kits_kit_idx" ON "request_brand_kits" USING btree ("brand_kit_id");--> statement-breakpoint
CREATE INDEX "request_brand_kits_files_idx" ON "request_brand_kits" USING gin ("file_ids");