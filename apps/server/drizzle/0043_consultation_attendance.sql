CREATE TABLE "consultation_attendance" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"doctor_joined_at" timestamp with time zone,
	"parent_joined_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consultation_attendance" ADD CONSTRAINT "consultation_attendance_booking_id_provider_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."provider_bookings"("id") ON DELETE cascade ON UPDATE no action;