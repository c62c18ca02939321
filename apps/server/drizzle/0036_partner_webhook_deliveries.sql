CREATE TABLE "partner_webhook_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_origin" text NOT NULL,
	"event" text NOT NULL,
	"submission_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_webhook_deliveries_event_valid" CHECK ("partner_webhook_deliveries"."event" in ('registration.submitted', 'webhook.test')),
	CONSTRAINT "partner_webhook_deliveries_status_valid" CHECK ("partner_webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "partner_webhook_deliveries" ADD CONSTRAINT "partner_webhook_deliveries_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_webhook_deliveries_origin_idx" ON "partner_webhook_deliveries" USING btree ("partner_origin","created_at");