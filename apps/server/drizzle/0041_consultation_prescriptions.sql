CREATE TABLE "consultation_prescriptions" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"signer" jsonb NOT NULL,
	"medicines" jsonb NOT NULL,
	"notes" jsonb NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_prescriptions" ADD CONSTRAINT "consultation_prescriptions_booking_id_provider_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."provider_bookings"("id") ON DELETE cascade ON UPDATE no action;