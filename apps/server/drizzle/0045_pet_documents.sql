CREATE TABLE "pet_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_documents_kind_valid" CHECK ("pet_documents"."kind" in ('lab-report', 'certificate', 'other'))
);
--> statement-breakpoint
ALTER TABLE "pet_documents" ADD CONSTRAINT "pet_documents_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pet_documents_pet_idx" ON "pet_documents" USING btree ("pet_id","created_at");