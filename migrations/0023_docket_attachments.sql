CREATE TABLE "docket_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "docket_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"docket_id" integer NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"caption" varchar(200),
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"stored_bytes" integer NOT NULL,
	"original_key" varchar(200) NOT NULL,
	"view_key" varchar(200),
	"thumb_key" varchar(200),
	"width" integer,
	"height" integer,
	"taken_at" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docket_attachments_kind" CHECK ("docket_attachments"."kind" in ('photo', 'file'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "keep_photo_place" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "docket_attachments" ADD CONSTRAINT "docket_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_attachments" ADD CONSTRAINT "docket_attachments_docket_id_dockets_id_fk" FOREIGN KEY ("docket_id") REFERENCES "public"."dockets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_attachments" ADD CONSTRAINT "docket_attachments_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "docket_attachments_docket_idx" ON "docket_attachments" USING btree ("docket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "docket_attachments_client_key" ON "docket_attachments" USING btree ("company_id","client_key");