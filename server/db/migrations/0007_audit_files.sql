CREATE TABLE "audit_files" (
	"request_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_files_request_id_name_pk" PRIMARY KEY("request_id","name")
);
--> statement-breakpoint
ALTER TABLE "audit_files" ADD CONSTRAINT "audit_files_request_id_audit_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."audit_requests"("id") ON DELETE cascade ON UPDATE no action;