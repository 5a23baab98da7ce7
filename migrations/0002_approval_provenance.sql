ALTER TABLE "dockets" ADD COLUMN "approval_device_owner" varchar(200);--> statement-breakpoint
-- Approval provenance (DECISIONS): the old values become the four ways an approval is made.
-- 'dashboard' was a signed-in foreman approving from the list; 'signature_on_device' was either a
-- signed-in foreman signing as themselves, or a foreman signing on the signed-in user's phone.
UPDATE "dockets" SET "approval_method" = 'foreman_account' WHERE "approval_method" = 'dashboard';--> statement-breakpoint
UPDATE "dockets" AS d SET
	"approval_method" = CASE
		WHEN u."role" = 'foreman' AND d."approved_by_name" = trim(u."first_name" || ' ' || u."last_name") THEN 'foreman_account'
		ELSE 'worker_phone' END,
	"approval_device_owner" = CASE
		WHEN u."role" = 'foreman' AND d."approved_by_name" = trim(u."first_name" || ' ' || u."last_name") THEN NULL
		ELSE trim(u."first_name" || ' ' || u."last_name") END
FROM "users" AS u
WHERE d."approval_method" = 'signature_on_device' AND u."id" = d."approved_by_user_id";--> statement-breakpoint
UPDATE "dockets" SET "approval_method" = 'worker_phone' WHERE "approval_method" = 'signature_on_device';--> statement-breakpoint
UPDATE "docket_events" AS e SET "details" = e."details"
	|| jsonb_build_object('approvalMethod', d."approval_method")
	|| CASE WHEN d."approval_device_owner" IS NULL THEN '{}'::jsonb
		ELSE jsonb_build_object('approvalDeviceOwner', d."approval_device_owner") END
FROM "dockets" AS d
WHERE e."event_type" = 'approved' AND e."docket_id" = d."id"
	AND e."details"->>'approvalMethod' IN ('signature_on_device', 'dashboard');
