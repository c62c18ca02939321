CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_key" text NOT NULL,
	"values" jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_submissions_key_idx" ON "form_submissions" USING btree ("form_key","created_at");