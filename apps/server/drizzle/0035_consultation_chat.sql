CREATE TABLE "consultation_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"side" text NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_messages_side_check" CHECK ("consultation_messages"."side" in ('parent', 'doctor'))
);
--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_booking_id_provider_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."provider_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_messages_booking_idx" ON "consultation_messages" USING btree ("booking_id","created_at");