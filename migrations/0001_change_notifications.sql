-- Other processes learn of committed changes to the tables that cached replies are read from (the
-- week and day views: dockets, their work items, projects and workers) through one NOTIFY per
-- writing transaction (src/server/db/change-tracking.ts). A test keeps this list and the cached
-- statements in step.
CREATE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sitedockets_data_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "dockets_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dockets" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "docket_line_items_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "docket_line_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "projects_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
