CREATE TABLE "audit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"url" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fornavn" text NOT NULL,
	"etternavn" text NOT NULL,
	"email" text NOT NULL,
	"telefon" text DEFAULT '' NOT NULL,
	"bedrift" text DEFAULT '' NOT NULL,
	"prosjekt" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"spam_reason" text,
	"source_path" text
);
--> statement-breakpoint
CREATE TABLE "mail_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message_id" text NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_requests_created_at_idx" ON "audit_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_email_idx" ON "contact_requests" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_deliveries_request_kind_idx" ON "mail_deliveries" USING btree ("request_id","kind");