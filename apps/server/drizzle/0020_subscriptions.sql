CREATE TABLE "category_subscriptions" (
	"category" text PRIMARY KEY NOT NULL,
	"subscribable" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"amount_paise" integer DEFAULT 0 NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_renewals_status_valid" CHECK ("subscription_renewals"."status" in ('charging', 'paid', 'skipped', 'failed', 'review'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"interval_weeks" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"next_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"shipping_type" text NOT NULL,
	"address" jsonb NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"mandate_customer_id" text,
	"mandate_token" text,
	"first_order_id" uuid,
	"renewal_queued_for" date,
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_valid" CHECK ("subscriptions"."status" in ('active', 'paused', 'cancelled')),
	CONSTRAINT "subscriptions_interval_valid" CHECK ("subscriptions"."interval_weeks" in (2, 4, 6, 8)),
	CONSTRAINT "subscriptions_quantity_range" CHECK ("subscriptions"."quantity" between 1 and 99),
	CONSTRAINT "subscriptions_price_positive" CHECK ("subscriptions"."unit_price_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "subscribe_weeks" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "subscribable" boolean;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_first_order_id_orders_id_fk" FOREIGN KEY ("first_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_renewals_once_idx" ON "subscription_renewals" USING btree ("subscription_id","date");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_status_created_idx" ON "subscriptions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_date") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_subscribe_weeks_valid" CHECK ("cart_items"."subscribe_weeks" is null or "cart_items"."subscribe_weeks" in (2, 4, 6, 8));--> statement-breakpoint
-- What may be bought on subscription (ADR 024): food and regular medicines by category; litter
-- (an accessory, but one that runs out) by product, as the seed marks it (seed/catalogue.ts isLitter).
INSERT INTO "category_subscriptions" ("category", "subscribable") VALUES
  ('food', true), ('health', true), ('treats', false), ('toys', false), ('accessories', false),
  ('grooming', false);--> statement-breakpoint
UPDATE "products" SET "subscribable" = true WHERE "name" ~* '\mlitter\M' AND "name" !~* 'litter box';
