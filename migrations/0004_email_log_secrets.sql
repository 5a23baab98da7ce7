ALTER TABLE "email_logs" ADD COLUMN "sent_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One-time secrets leave the e-mail log (src/server/modules/email/redact.ts holds the same pattern).
UPDATE "email_logs" SET
  "html" = regexp_replace("html", 'https?://[^\s"''<>]*(?:[?&](?:amp;)?(?:token|grant)=|/signup/invite/)[^\s"''<>]*', 'link removed', 'g'),
  "text" = regexp_replace("text", 'https?://[^\s"''<>]*(?:[?&](?:amp;)?(?:token|grant)=|/signup/invite/)[^\s"''<>]*', 'link removed', 'g'),
  "request_payload" = regexp_replace("request_payload"::text, 'https?://[^\s"''<>]*(?:[?&](?:amp;)?(?:token|grant)=|/signup/invite/)[^\s"''<>]*', 'link removed', 'g')::jsonb
WHERE "html" ~ 'https?://[^\s"''<>]*(?:[?&](?:amp;)?(?:token|grant)=|/signup/invite/)[^\s"''<>]*'
   OR "text" ~ 'https?://[^\s"''<>]*(?:[?&](?:amp;)?(?:token|grant)=|/signup/invite/)[^\s"''<>]*'
   OR "request_payload"::text ~ 'https?://[^\s"''<>]*(?:[?&](?:amp;)?(?:token|grant)=|/signup/invite/)[^\s"''<>]*';
