CREATE TABLE "credit_renewals" (
	"enterprise_id" integer NOT NULL,
	"period" date NOT NULL,
	"membership" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"expired" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ledger_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_renewals_enterprise_id_period_pk" PRIMARY KEY("enterprise_id","period"),
	CONSTRAINT "credit_renewals_amount_positive" CHECK ("credit_renewals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "enterprise_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"actor_id" integer,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "renewal_day" smallint;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "credit_renewals" ADD CONSTRAINT "credit_renewals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_renewals" ADD CONSTRAINT "credit_renewals_ledger_id_credit_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."credit_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_changes" ADD CONSTRAINT "enterprise_changes_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_changes" ADD CONSTRAINT "enterprise_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_changes_enterprise_idx" ON "enterprise_changes" USING btree ("enterprise_id","id");--> statement-breakpoint
CREATE INDEX "credit_ledger_enterprise_kind_idx" ON "credit_ledger" USING btree ("enterprise_id","kind","id");--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_stripe_customer_id_unique" UNIQUE("stripe_customer_id");