CREATE TABLE "docket_invoice_claims" (
	"docket_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"claim_key" varchar(128) NOT NULL,
	"docket_ids" integer[] NOT NULL,
	"request_key" varchar(128) NOT NULL,
	"claimed_by_id" integer,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "docket_invoice_claims" ADD CONSTRAINT "docket_invoice_claims_docket_id_dockets_id_fk" FOREIGN KEY ("docket_id") REFERENCES "public"."dockets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_invoice_claims" ADD CONSTRAINT "docket_invoice_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_invoice_claims" ADD CONSTRAINT "docket_invoice_claims_claimed_by_id_users_id_fk" FOREIGN KEY ("claimed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "docket_invoice_claims_key_idx" ON "docket_invoice_claims" USING btree ("claim_key");