CREATE TABLE "invoice_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "xero_auto_invoice_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "xero_auto_invoice_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"batch_key" varchar(100) NOT NULL,
	"project_id" integer,
	"client_id" integer,
	"week_start" date,
	"docket_ids" integer[] NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"xero_invoice_id" varchar(64),
	"invoice_number" varchar(64),
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xero_invoice_statuses" (
	"company_id" integer NOT NULL,
	"xero_invoice_id" varchar(64) NOT NULL,
	"invoice_number" varchar(64),
	"xero_status" varchar(20) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"amount_paid" numeric(12, 2) NOT NULL,
	"amount_due" numeric(12, 2) NOT NULL,
	"due_date" date,
	"fully_paid_on" date,
	"xero_updated_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xero_invoice_statuses_company_id_xero_invoice_id_pk" PRIMARY KEY("company_id","xero_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "xero_sync_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"auto_invoice" varchar(12) DEFAULT 'off' NOT NULL,
	"reconciled_through" timestamp with time zone,
	"last_reconcile_at" timestamp with time zone,
	"last_reconcile_result" varchar(300),
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xero_webhook_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "xero_webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"event_key" varchar(64) NOT NULL,
	"tenant_id" varchar(64) NOT NULL,
	"resource_id" varchar(64) NOT NULL,
	"event_category" varchar(30) NOT NULL,
	"event_type" varchar(30) NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" varchar(300)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "xero_contact_id" varchar(64);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "xero_contact_name" varchar(255);--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_auto_invoice_batches" ADD CONSTRAINT "xero_auto_invoice_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_auto_invoice_batches" ADD CONSTRAINT "xero_auto_invoice_batches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_auto_invoice_batches" ADD CONSTRAINT "xero_auto_invoice_batches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_invoice_statuses" ADD CONSTRAINT "xero_invoice_statuses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_sync_settings" ADD CONSTRAINT "xero_sync_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_sync_settings" ADD CONSTRAINT "xero_sync_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_webhook_events" ADD CONSTRAINT "xero_webhook_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "xero_auto_invoice_batches_key" ON "xero_auto_invoice_batches" USING btree ("company_id","batch_key");--> statement-breakpoint
CREATE INDEX "xero_auto_invoice_batches_status_idx" ON "xero_auto_invoice_batches" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "xero_webhook_events_key" ON "xero_webhook_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "xero_webhook_events_company_idx" ON "xero_webhook_events" USING btree ("company_id","created_at");