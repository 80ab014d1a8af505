CREATE TABLE "generated_texts" (
	"path" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"content" text,
	"model" text,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
