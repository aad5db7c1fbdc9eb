CREATE TABLE "assignee_workload_counts" (
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignee_workload_counts_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
CREATE TABLE "request_day_counts" (
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"finished_with_due" integer DEFAULT 0 NOT NULL,
	"finished_on_time" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "request_day_counts_day_company_id_pk" PRIMARY KEY("day","company_id")
);
--> statement-breakpoint
CREATE TABLE "request_due_counts" (
	"company_id" integer NOT NULL,
	"due_day" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "request_due_counts_company_id_due_day_pk" PRIMARY KEY("company_id","due_day")
);
