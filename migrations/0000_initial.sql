CREATE TYPE "public"."access_grant_kind" AS ENUM('project_code', 'approval_link');--> statement-breakpoint
CREATE TYPE "public"."accounting_software" AS ENUM('none', 'xero', 'quickbooks');--> statement-breakpoint
CREATE TYPE "public"."approval_default" AS ENUM('auto', 'manual');--> statement-breakpoint
CREATE TYPE "public"."assignment_role" AS ENUM('worker', 'foreman');--> statement-breakpoint
CREATE TYPE "public"."calendar_type" AS ENUM('WEEKLY', 'FORTNIGHTLY', 'FOURWEEKLY', 'MONTHLY', 'TWICEMONTHLY', 'QUARTERLY');--> statement-breakpoint
CREATE TYPE "public"."docket_entry_type" AS ENUM('billable', 'non-billable');--> statement-breakpoint
CREATE TYPE "public"."docket_status" AS ENUM('draft', 'pending_approval', 'approved', 'reverted', 'void');--> statement-breakpoint
CREATE TYPE "public"."invitation_role" AS ENUM('worker', 'foreman', 'office');--> statement-breakpoint
CREATE TYPE "public"."line_item_entry_type" AS ENUM('qty', 'time');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'office', 'foreman', 'worker');--> statement-breakpoint
CREATE TYPE "public"."weekly_timesheet_status" AS ENUM('draft', 'approved', 'invoiced');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"email" varchar(254),
	"phone" varchar(50),
	"address" varchar(500),
	"code" varchar(6) NOT NULL,
	"accounting_software" "accounting_software" DEFAULT 'none' NOT NULL,
	"approval_default" "approval_default" DEFAULT 'auto' NOT NULL,
	"default_start_time" varchar(5) DEFAULT '08:00' NOT NULL,
	"default_finish_time" varchar(5) DEFAULT '17:00' NOT NULL,
	"time_zone" varchar(64) DEFAULT 'Australia/Sydney' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_code_format" CHECK ("companies"."code" ~ '^[A-Z]{6}$'),
	CONSTRAINT "companies_start_format" CHECK ("companies"."default_start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "companies_finish_format" CHECK ("companies"."default_finish_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "demo_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_name" varchar(200) NOT NULL,
	"phone" varchar(50) NOT NULL,
	"email" varchar(254) NOT NULL,
	"ip_address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"role" "invitation_role" NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"invited_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" integer,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(500),
	"ip_address" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"username" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"role" "user_role" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"current_app_version" varchar(50),
	"last_version_update" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254),
	"phone" varchar(50),
	"title" varchar(100),
	"is_foreman" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254),
	"phone" varchar(50),
	"address" varchar(500),
	"contact_person" varchar(200),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_rate_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_rate_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"unit" varchar(30) NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"auto_create" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_rate_items_rate_positive" CHECK ("company_rate_items"."rate" > 0),
	CONSTRAINT "company_rate_items_tax_range" CHECK ("company_rate_items"."tax_rate" >= 0 and "company_rate_items"."tax_rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "project_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "assignment_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_foremen" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_foremen_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"foreman_name" varchar(200) NOT NULL,
	"foreman_email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_rate_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_rate_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"company_rate_item_id" integer,
	"name" varchar(200) NOT NULL,
	"description" text,
	"unit" varchar(30) NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"overtime_enabled" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_rate_items_rate_nonnegative" CHECK ("project_rate_items"."rate" >= 0),
	CONSTRAINT "project_rate_items_tax_range" CHECK ("project_rate_items"."tax_rate" >= 0 and "project_rate_items"."tax_rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"client_id" integer,
	"name" varchar(200) NOT NULL,
	"code" varchar(8) NOT NULL,
	"job_number" varchar(100),
	"description" text,
	"location" varchar(500),
	"start_date" date,
	"end_date" date,
	"default_start_time" varchar(5),
	"default_end_time" varchar(5),
	"is_active" boolean DEFAULT true NOT NULL,
	"require_approval" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_code_format" CHECK ("projects"."code" ~ '^[0-9]{4,8}$'),
	CONSTRAINT "projects_start_format" CHECK ("projects"."default_start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "projects_end_format" CHECK ("projects"."default_end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "docket_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "docket_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"docket_id" integer NOT NULL,
	"event_type" varchar(50) NOT NULL,
	"description" text,
	"user_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docket_line_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "docket_line_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"docket_id" integer NOT NULL,
	"project_rate_item_id" integer,
	"entry_type" "line_item_entry_type" NOT NULL,
	"quantity" numeric(12, 2),
	"start_time" varchar(5),
	"end_time" varchar(5),
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"name" varchar(200) NOT NULL,
	"description" text,
	"unit" varchar(30) DEFAULT 'hr' NOT NULL,
	"rate" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docket_line_items_break_range" CHECK ("docket_line_items"."break_minutes" between 0 and 480),
	CONSTRAINT "docket_line_items_quantity_nonnegative" CHECK ("docket_line_items"."quantity" is null or "docket_line_items"."quantity" >= 0),
	CONSTRAINT "docket_line_items_tax_range" CHECK ("docket_line_items"."tax_rate" >= 0 and "docket_line_items"."tax_rate" <= 100),
	CONSTRAINT "docket_line_items_start_format" CHECK ("docket_line_items"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "docket_line_items_end_format" CHECK ("docket_line_items"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "dockets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dockets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"project_id" integer,
	"foreman_id" integer,
	"foreman_name" varchar(200),
	"foreman_email" varchar(254),
	"date" date NOT NULL,
	"status" "docket_status" DEFAULT 'draft' NOT NULL,
	"entry_type" "docket_entry_type" NOT NULL,
	"start_time" varchar(5),
	"end_time" varchar(5),
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"description" text,
	"notes" text,
	"signature" text,
	"signed_at" timestamp with time zone,
	"approved_by_name" varchar(200),
	"approved_by_user_id" integer,
	"approval_method" varchar(30),
	"content_hash" varchar(64),
	"count_on_timesheet" boolean DEFAULT true NOT NULL,
	"invoiced" boolean DEFAULT false NOT NULL,
	"invoice_number" varchar(100),
	"invoiced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dockets_break_range" CHECK ("dockets"."break_minutes" between 0 and 480),
	CONSTRAINT "dockets_billable_has_project" CHECK ("dockets"."entry_type" = 'non-billable' or "dockets"."project_id" is not null),
	CONSTRAINT "dockets_start_format" CHECK ("dockets"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "dockets_end_format" CHECK ("dockets"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "weekly_timesheet_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekly_timesheet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"weekly_timesheet_id" integer NOT NULL,
	"date" date NOT NULL,
	"ordinary_hours" numeric(12, 2) DEFAULT '0' NOT NULL,
	"overtime_hours" numeric(12, 2) DEFAULT '0' NOT NULL,
	"sick_hours" numeric(12, 2) DEFAULT '0' NOT NULL,
	"holiday_hours" numeric(12, 2) DEFAULT '0' NOT NULL,
	"notes" text,
	CONSTRAINT "weekly_timesheet_entries_nonnegative" CHECK ("weekly_timesheet_entries"."ordinary_hours" >= 0 and "weekly_timesheet_entries"."overtime_hours" >= 0 and "weekly_timesheet_entries"."sick_hours" >= 0 and "weekly_timesheet_entries"."holiday_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "weekly_timesheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekly_timesheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"week_ending" date NOT NULL,
	"employee_number" varchar(50),
	"ordinary_hours" numeric(12, 2) DEFAULT '0' NOT NULL,
	"overtime_hours" numeric(12, 2) DEFAULT '0' NOT NULL,
	"status" "weekly_timesheet_status" DEFAULT 'draft' NOT NULL,
	"xero_timesheet_id" varchar(64),
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"status" varchar(20) NOT NULL,
	"email_type" varchar(50) NOT NULL,
	"to" varchar(254) NOT NULL,
	"from" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"related_entity_type" varchar(50),
	"related_entity_id" integer,
	"error_message" text,
	"request_payload" jsonb,
	"provider_response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"xero_employee_id" varchar(64) NOT NULL,
	"xero_display_name" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_calendars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_calendars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"xero_calendar_id" varchar(64) NOT NULL,
	"name" varchar(200) NOT NULL,
	"calendar_type" "calendar_type" NOT NULL,
	"period_start_date" varchar(10) NOT NULL,
	"payment_date" varchar(10) NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"ordinary_hours_earnings_rate_id" varchar(64),
	"ordinary_hours_earnings_rate_name" varchar(200),
	"overtime_hours_earnings_rate_id" varchar(64),
	"overtime_hours_earnings_rate_name" varchar(200),
	"payroll_calendar_id" varchar(64),
	"payroll_calendar_name" varchar(200),
	"overtime_threshold_hours" numeric(12, 2) DEFAULT '8' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"period_start" varchar(10) NOT NULL,
	"period_end" varchar(10) NOT NULL,
	"ordinary_hours" numeric(12, 2)[] NOT NULL,
	"overtime_hours" numeric(12, 2)[] NOT NULL,
	"total_hours" numeric(12, 2) NOT NULL,
	"xero_timesheet_id" varchar(64),
	"submitted_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"tax_type" varchar(50) NOT NULL,
	"effective_rate" numeric(5, 2) NOT NULL,
	"display_tax_rate" numeric(5, 2) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xero_api_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "xero_api_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"operation" varchar(100) NOT NULL,
	"endpoint" text NOT NULL,
	"method" varchar(10) NOT NULL,
	"success" boolean NOT NULL,
	"response_status" integer,
	"response_status_text" varchar(200),
	"duration_ms" integer NOT NULL,
	"error_description" text,
	"request_query_params" jsonb,
	"request_body" jsonb,
	"response_body" jsonb,
	"token_info" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xero_connect_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "xero_connect_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_hash" varchar(64) NOT NULL,
	"oauth_state" varchar(64),
	"code_verifier" varchar(128),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xero_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "xero_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"tenant_id" varchar(64) NOT NULL,
	"tenant_name" varchar(200) NOT NULL,
	"connection_id" varchar(64),
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"scopes" text NOT NULL,
	"connected_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"docket_id" integer,
	"foreman_id" integer,
	"kind" "access_grant_kind" NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" varchar(50) NOT NULL,
	"deployed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"release_notes" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deployed_by" varchar(100),
	"build_number" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"route" varchar(200) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"plan" varchar(20) NOT NULL,
	"stripe_customer_id" varchar(64),
	"stripe_subscription_id" varchar(64),
	"checkout_session_id" varchar(100),
	"status" varchar(30) NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_rate_items" ADD CONSTRAINT "company_rate_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_assignments" ADD CONSTRAINT "project_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_assignments" ADD CONSTRAINT "project_assignments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_assignments" ADD CONSTRAINT "project_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_foremen" ADD CONSTRAINT "project_foremen_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_foremen" ADD CONSTRAINT "project_foremen_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_rate_items" ADD CONSTRAINT "project_rate_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_rate_items" ADD CONSTRAINT "project_rate_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_rate_items" ADD CONSTRAINT "project_rate_items_company_rate_item_id_company_rate_items_id_fk" FOREIGN KEY ("company_rate_item_id") REFERENCES "public"."company_rate_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_events" ADD CONSTRAINT "docket_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_events" ADD CONSTRAINT "docket_events_docket_id_dockets_id_fk" FOREIGN KEY ("docket_id") REFERENCES "public"."dockets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_events" ADD CONSTRAINT "docket_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_line_items" ADD CONSTRAINT "docket_line_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_line_items" ADD CONSTRAINT "docket_line_items_docket_id_dockets_id_fk" FOREIGN KEY ("docket_id") REFERENCES "public"."dockets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_line_items" ADD CONSTRAINT "docket_line_items_project_rate_item_id_project_rate_items_id_fk" FOREIGN KEY ("project_rate_item_id") REFERENCES "public"."project_rate_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dockets" ADD CONSTRAINT "dockets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dockets" ADD CONSTRAINT "dockets_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dockets" ADD CONSTRAINT "dockets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dockets" ADD CONSTRAINT "dockets_foreman_id_project_foremen_id_fk" FOREIGN KEY ("foreman_id") REFERENCES "public"."project_foremen"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dockets" ADD CONSTRAINT "dockets_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_timesheet_entries" ADD CONSTRAINT "weekly_timesheet_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_timesheet_entries" ADD CONSTRAINT "weekly_timesheet_entries_weekly_timesheet_id_weekly_timesheets_id_fk" FOREIGN KEY ("weekly_timesheet_id") REFERENCES "public"."weekly_timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_timesheets" ADD CONSTRAINT "weekly_timesheets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_timesheets" ADD CONSTRAINT "weekly_timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_mappings" ADD CONSTRAINT "employee_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_mappings" ADD CONSTRAINT "employee_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_calendars" ADD CONSTRAINT "payroll_calendars_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_submissions" ADD CONSTRAINT "payroll_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_submissions" ADD CONSTRAINT "payroll_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_submissions" ADD CONSTRAINT "payroll_submissions_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_codes" ADD CONSTRAINT "tax_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_api_logs" ADD CONSTRAINT "xero_api_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_api_logs" ADD CONSTRAINT "xero_api_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_connect_tickets" ADD CONSTRAINT "xero_connect_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_connect_tickets" ADD CONSTRAINT "xero_connect_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_connections" ADD CONSTRAINT "xero_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_connections" ADD CONSTRAINT "xero_connections_connected_by_id_users_id_fk" FOREIGN KEY ("connected_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_docket_id_dockets_id_fk" FOREIGN KEY ("docket_id") REFERENCES "public"."dockets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_foreman_id_project_foremen_id_fk" FOREIGN KEY ("foreman_id") REFERENCES "public"."project_foremen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_key" ON "companies" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_company_idx" ON "invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id","role");--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "clients_company_idx" ON "clients" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "company_rate_items_company_idx" ON "company_rate_items" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_assignments_project_user_key" ON "project_assignments" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "project_assignments_user_idx" ON "project_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_foremen_project_idx" ON "project_foremen" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_rate_items_project_idx" ON "project_rate_items" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_key" ON "projects" USING btree ("code");--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id","is_active");--> statement-breakpoint
CREATE INDEX "docket_events_docket_idx" ON "docket_events" USING btree ("docket_id","created_at");--> statement-breakpoint
CREATE INDEX "docket_line_items_docket_idx" ON "docket_line_items" USING btree ("docket_id","position");--> statement-breakpoint
CREATE INDEX "dockets_worker_date_idx" ON "dockets" USING btree ("company_id","worker_id","date");--> statement-breakpoint
CREATE INDEX "dockets_status_idx" ON "dockets" USING btree ("company_id","status","date");--> statement-breakpoint
CREATE INDEX "dockets_project_idx" ON "dockets" USING btree ("company_id","project_id","date");--> statement-breakpoint
CREATE INDEX "dockets_content_hash_idx" ON "dockets" USING btree ("content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_timesheet_entries_sheet_date_key" ON "weekly_timesheet_entries" USING btree ("weekly_timesheet_id","date");--> statement-breakpoint
CREATE INDEX "weekly_timesheets_week_idx" ON "weekly_timesheets" USING btree ("company_id","week_ending");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_timesheets_user_week_key" ON "weekly_timesheets" USING btree ("company_id","user_id","week_ending");--> statement-breakpoint
CREATE INDEX "email_logs_company_idx" ON "email_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_mappings_user_key" ON "employee_mappings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_calendars_company_xero_key" ON "payroll_calendars" USING btree ("company_id","xero_calendar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_settings_company_key" ON "payroll_settings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_submissions_period_key" ON "payroll_submissions" USING btree ("company_id","user_id","period_start","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_codes_company_type_key" ON "tax_codes" USING btree ("company_id","tax_type");--> statement-breakpoint
CREATE INDEX "xero_api_logs_company_idx" ON "xero_api_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "xero_connect_tickets_hash_key" ON "xero_connect_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "xero_connections_company_key" ON "xero_connections" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_grants_token_hash_key" ON "access_grants" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_grants_project_idx" ON "access_grants" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_version_key" ON "app_versions" USING btree ("version");--> statement-breakpoint
CREATE INDEX "app_versions_deployed_idx" ON "app_versions" USING btree ("deployed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key" ON "idempotency_keys" USING btree ("company_id","user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_company_key" ON "subscriptions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "subscriptions_stripe_idx" ON "subscriptions" USING btree ("stripe_subscription_id");