ALTER TABLE "companies" ADD COLUMN "abn" varchar(11);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_abn_format" CHECK ("companies"."abn" ~ '^[0-9]{11}$');