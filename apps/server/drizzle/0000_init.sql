CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"store" text DEFAULT 'petstore' NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"image_url" text NOT NULL,
	"petspecies" text NOT NULL,
	"category" text NOT NULL,
	"average_rating" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_price_positive" CHECK ("products"."price_paise" > 0),
	CONSTRAINT "products_rating_range" CHECK ("products"."average_rating" is null or ("products"."average_rating" >= 1 and "products"."average_rating" <= 5))
);
--> statement-breakpoint
CREATE INDEX "products_store_idx" ON "products" USING btree ("store","name");