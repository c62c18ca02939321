ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" real;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "width_cm" real;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" real;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_unique" UNIQUE("sku");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_digits" CHECK ("products"."hsn" is null or "products"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate" CHECK ("products"."gst_rate" is null or "products"."gst_rate" in (0, 5, 12, 18, 28, 40));