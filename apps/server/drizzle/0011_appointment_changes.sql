ALTER TABLE "grooming_orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "grooming_orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
CREATE INDEX "grooming_orders_partner_day_idx" ON "grooming_orders" USING btree ("partner_id","appointment_date");