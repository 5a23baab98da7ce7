CREATE TABLE "payroll_run_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_run_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"message" text,
	"code" varchar(40),
	"xero_timesheet_id" varchar(64),
	"total_hours" numeric(12, 2),
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_run_items_status" CHECK ("payroll_run_items"."status" in ('queued', 'sending', 'sent', 'updated', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"overtime_threshold" integer NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payroll_runs_status" CHECK ("payroll_runs"."status" in ('queued', 'running', 'done'))
);
--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "fallback_cycle" varchar(12) DEFAULT 'WEEKLY' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "fallback_fortnight_start" date;--> statement-breakpoint
ALTER TABLE "payroll_submissions" ADD COLUMN "overtime_threshold" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_submissions" ADD COLUMN "send_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_submissions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_run_items" ADD CONSTRAINT "payroll_run_items_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_items" ADD CONSTRAINT "payroll_run_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_items" ADD CONSTRAINT "payroll_run_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_items_run_user_key" ON "payroll_run_items" USING btree ("run_id","user_id");--> statement-breakpoint
CREATE INDEX "payroll_runs_period_idx" ON "payroll_runs" USING btree ("company_id","period_start","period_end","created_at");