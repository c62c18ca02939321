CREATE TABLE "category_returns" (
	"category" text PRIMARY KEY NOT NULL,
	"returnable" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"picture" text,
	"lines" jsonb NOT NULL,
	"rejection" text,
	"refund_paise" integer DEFAULT 0 NOT NULL,
	"shipping_refunded" boolean DEFAULT false NOT NULL,
	"refund_id" text,
	"refund_status" text,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_status_valid" CHECK ("order_returns"."status" in ('requested', 'approved', 'rejected', 'picked-up', 'received')),
	CONSTRAINT "order_returns_refund_not_negative" CHECK ("order_returns"."refund_paise" >= 0)
);
--> statement-breakpoint
DROP INDEX "invoices_order_kind_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_returns_status_created_idx" ON "order_returns" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "order_returns_created_idx" ON "order_returns" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_return_idx" ON "invoices" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_idx" ON "invoices" USING btree ("order_id","kind") WHERE "invoices"."return_id" is null;--> statement-breakpoint
-- Which categories may be returned (ADR 023): medicines are not; the rest within 7 days.
INSERT INTO "category_returns" ("category", "returnable") VALUES
  ('food', true), ('treats', true), ('toys', true), ('accessories', true), ('grooming', true),
  ('health', false);--> statement-breakpoint
-- A return's every step moves its buyer's orders_version like any other change to the order (0013).
CREATE TRIGGER "order_returns_changed" AFTER INSERT OR UPDATE OR DELETE ON "order_returns"
  FOR EACH ROW EXECUTE FUNCTION "orders_changed"();
