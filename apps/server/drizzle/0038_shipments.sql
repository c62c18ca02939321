CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"shipment_id" uuid NOT NULL,
	"courier_status" text NOT NULL,
	"state" text,
	"at" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "shipment_labels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"shipments" integer NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_shipment_id" text NOT NULL,
	"awb" text NOT NULL,
	"courier_name" text NOT NULL,
	"tracking_url" text NOT NULL,
	"label_id" uuid,
	"pickup_date" text,
	"state" text DEFAULT 'booked' NOT NULL,
	"ndr_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "shipments_awb_unique" UNIQUE("awb"),
	CONSTRAINT "shipments_state_valid" CHECK ("shipments"."state" in ('booked', 'in-transit', 'out-for-delivery', 'delivered', 'undelivered', 'rto'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_labels" ADD CONSTRAINT "shipment_labels_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_label_id_shipment_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."shipment_labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","at");