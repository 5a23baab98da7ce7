CREATE TABLE "company_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"requested_by_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" varchar(200),
	"size_bytes" bigint,
	"expires_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "company_exports_status" CHECK ("company_exports"."status" in ('queued', 'running', 'ready', 'failed', 'expired')),
	CONSTRAINT "company_exports_progress_range" CHECK ("company_exports"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "company_exports" ADD CONSTRAINT "company_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_exports" ADD CONSTRAINT "company_exports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_exports_company_idx" ON "company_exports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_exports_one_running_key" ON "company_exports" USING btree ("company_id") WHERE "company_exports"."status" in ('queued', 'running');