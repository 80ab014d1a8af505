ALTER TABLE "audit_requests" ADD COLUMN "token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_requests" ADD COLUMN "report" jsonb;--> statement-breakpoint
ALTER TABLE "audit_requests" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_requests_token_idx" ON "audit_requests" USING btree ("token");--> statement-breakpoint
CREATE INDEX "audit_requests_url_email_idx" ON "audit_requests" USING btree ("url","email");