ALTER TABLE "companies" ADD COLUMN "payment_account_name" varchar(100);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_bsb" varchar(6);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_account_number" varchar(10);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_note" varchar(500);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_payment_bsb_format" CHECK ("companies"."payment_bsb" ~ '^[0-9]{6}$');--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_payment_account_format" CHECK ("companies"."payment_account_number" ~ '^[0-9]{4,10}$');