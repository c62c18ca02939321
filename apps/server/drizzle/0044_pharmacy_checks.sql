CREATE TABLE "pharmacy_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid,
	"prescription_file" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"staff_id" uuid,
	"staff_name" text,
	"decided_at" timestamp with time zone,
	"refund_paise" integer DEFAULT 0 NOT NULL,
	"refund_id" text,
	"refund_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_checks_status_valid" CHECK ("pharmacy_checks"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_role_valid";--> statement-breakpoint
ALTER TABLE "vet_carts" ALTER COLUMN "prescription_file" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lines_refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vet_carts" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "pharmacy_checks" ADD CONSTRAINT "pharmacy_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_checks" ADD CONSTRAINT "pharmacy_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_checks" ADD CONSTRAINT "pharmacy_checks_booking_id_provider_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."provider_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_checks" ADD CONSTRAINT "pharmacy_checks_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_checks_line_idx" ON "pharmacy_checks" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "pharmacy_checks_status_idx" ON "pharmacy_checks" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vet_carts_user_booking_idx" ON "vet_carts" USING btree ("user_id","booking_id");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_valid" CHECK ("staff"."role" in ('owner', 'operations', 'catalogue', 'partnerships', 'pharmacist'));--> statement-breakpoint
ALTER TABLE "vet_carts" ADD CONSTRAINT "vet_carts_one_prescription" CHECK (("vet_carts"."prescription_file" is null) <> ("vet_carts"."booking_id" is null));