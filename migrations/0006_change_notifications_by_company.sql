-- The change notices name what a statement changed, so the read cache keeps one change clock per
-- company and, within it, per worker (src/server/db/changes.ts): statement triggers with transition
-- tables send one NOTIFY per statement that changed rows, its payload the distinct scopes changed,
-- comma-separated: "3:41" for a worker's dockets, their work items and the worker's own row (company
-- 3, worker 41), "3" for a company's projects. An UPDATE names the rows before and after. An empty
-- payload (TRUNCATE, or a list too long for a notice) means everything. A statement that changed no
-- rows sends nothing. PostgreSQL drops a transaction's duplicate notices at commit.
-- Projects: the company.
CREATE OR REPLACE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT r.company_id::text, ',') INTO changed FROM new_rows AS r;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT r.company_id::text, ',') INTO changed FROM (SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows) AS r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT r.company_id::text, ',') INTO changed FROM old_rows AS r;
  ELSE
    changed := '';
  END IF;
  IF changed IS NOT NULL THEN
    IF length(changed) > 7000 THEN
      changed := '';
    END IF;
    PERFORM pg_notify('sitedockets_data_changed', changed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Dockets: their workers.
CREATE OR REPLACE FUNCTION "notify_dockets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT r.company_id || ':' || r.worker_id, ',') INTO changed FROM new_rows AS r;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT r.company_id || ':' || r.worker_id, ',') INTO changed FROM (SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows) AS r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT r.company_id || ':' || r.worker_id, ',') INTO changed FROM old_rows AS r;
  ELSE
    changed := '';
  END IF;
  IF changed IS NOT NULL THEN
    IF length(changed) > 7000 THEN
      changed := '';
    END IF;
    PERFORM pg_notify('sitedockets_data_changed', changed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Work items: their dockets' workers (the company, should the docket be gone already).
CREATE OR REPLACE FUNCTION "notify_docket_line_items_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT coalesce(d.company_id || ':' || d.worker_id, r.company_id::text), ',') INTO changed FROM new_rows AS r LEFT JOIN dockets AS d ON d.id = r.docket_id;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT coalesce(d.company_id || ':' || d.worker_id, r.company_id::text), ',') INTO changed FROM (SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows) AS r LEFT JOIN dockets AS d ON d.id = r.docket_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT coalesce(d.company_id || ':' || d.worker_id, r.company_id::text), ',') INTO changed FROM old_rows AS r LEFT JOIN dockets AS d ON d.id = r.docket_id;
  ELSE
    changed := '';
  END IF;
  IF changed IS NOT NULL THEN
    IF length(changed) > 7000 THEN
      changed := '';
    END IF;
    PERFORM pg_notify('sitedockets_data_changed', changed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- People: themselves (a week shows its worker's name).
CREATE OR REPLACE FUNCTION "notify_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT r.company_id || ':' || r.id, ',') INTO changed FROM new_rows AS r;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT r.company_id || ':' || r.id, ',') INTO changed FROM (SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows) AS r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT r.company_id || ':' || r.id, ',') INTO changed FROM old_rows AS r;
  ELSE
    changed := '';
  END IF;
  IF changed IS NOT NULL THEN
    IF length(changed) > 7000 THEN
      changed := '';
    END IF;
    PERFORM pg_notify('sitedockets_data_changed', changed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "dockets_changed" ON "dockets";
--> statement-breakpoint
DROP TRIGGER "docket_line_items_changed" ON "docket_line_items";
--> statement-breakpoint
DROP TRIGGER "projects_changed" ON "projects";
--> statement-breakpoint
DROP TRIGGER "users_changed" ON "users";
--> statement-breakpoint
CREATE TRIGGER "dockets_inserted" AFTER INSERT ON "dockets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_dockets_changed"();
--> statement-breakpoint
CREATE TRIGGER "dockets_updated" AFTER UPDATE ON "dockets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_dockets_changed"();
--> statement-breakpoint
CREATE TRIGGER "dockets_deleted" AFTER DELETE ON "dockets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_dockets_changed"();
--> statement-breakpoint
CREATE TRIGGER "dockets_truncated" AFTER TRUNCATE ON "dockets" FOR EACH STATEMENT EXECUTE FUNCTION "notify_dockets_changed"();
--> statement-breakpoint
CREATE TRIGGER "docket_line_items_inserted" AFTER INSERT ON "docket_line_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_docket_line_items_changed"();
--> statement-breakpoint
CREATE TRIGGER "docket_line_items_updated" AFTER UPDATE ON "docket_line_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_docket_line_items_changed"();
--> statement-breakpoint
CREATE TRIGGER "docket_line_items_deleted" AFTER DELETE ON "docket_line_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_docket_line_items_changed"();
--> statement-breakpoint
CREATE TRIGGER "docket_line_items_truncated" AFTER TRUNCATE ON "docket_line_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_docket_line_items_changed"();
--> statement-breakpoint
CREATE TRIGGER "projects_inserted" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "projects_updated" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "projects_deleted" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "projects_truncated" AFTER TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_inserted" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_users_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_updated" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_users_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_users_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_users_changed"();
