CREATE TABLE "checkout_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid,
	"coupon_id" uuid,
	"units" integer NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_holds_one_thing" CHECK (("checkout_holds"."product_id" is null) <> ("checkout_holds"."coupon_id" is null)),
	CONSTRAINT "checkout_holds_units_positive" CHECK ("checkout_holds"."units" > 0)
);
--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_holds_product_idx" ON "checkout_holds" USING btree ("product_id","held_until");--> statement-breakpoint
CREATE INDEX "checkout_holds_coupon_idx" ON "checkout_holds" USING btree ("coupon_id","held_until");--> statement-breakpoint
CREATE INDEX "checkout_holds_payment_order_idx" ON "checkout_holds" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "checkout_holds_user_idx" ON "checkout_holds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checkout_holds_held_until_idx" ON "checkout_holds" USING btree ("held_until");