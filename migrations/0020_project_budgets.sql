ALTER TABLE "projects" ADD COLUMN "budget_hours" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_budget_hours_nonnegative" CHECK ("projects"."budget_hours" >= 0);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_budget_value_nonnegative" CHECK ("projects"."budget_value" >= 0);