CREATE TABLE "activity_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" varchar(200) NOT NULL,
	"device" varchar(500),
	"address" varchar(64),
	"kind" varchar(50) NOT NULL,
	"subject_type" varchar(30) NOT NULL,
	"subject_id" integer,
	"subject_label" varchar(200) NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_entries_company_at_idx" ON "activity_entries" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_entries_company_user_idx" ON "activity_entries" USING btree ("company_id","user_id");--> statement-breakpoint
-- The activity trail is append-only (issue 25): no UPDATE, DELETE or TRUNCATE of its rows. The one
-- exception is the removal of the company itself, whose cascade takes its rows with it.
CREATE FUNCTION "activity_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "companies" WHERE "id" = OLD."company_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'activity_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_entries_no_change" BEFORE UPDATE OR DELETE ON "activity_entries" FOR EACH ROW EXECUTE FUNCTION "activity_entries_append_only"();
--> statement-breakpoint
CREATE TRIGGER "activity_entries_no_truncate" BEFORE TRUNCATE ON "activity_entries" FOR EACH STATEMENT EXECUTE FUNCTION "activity_entries_append_only"();
