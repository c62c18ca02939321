CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"specialty" text NOT NULL,
	"location" text NOT NULL,
	"experience" integer NOT NULL,
	"rating" real NOT NULL,
	"reviews" integer NOT NULL,
	"bio" text NOT NULL,
	"image" text NOT NULL,
	"species" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doctors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "doctors_rating_range" CHECK ("doctors"."rating" >= 0 and "doctors"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "grooming_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"pet_id" uuid,
	"partner_id" uuid NOT NULL,
	"address_id" uuid,
	"service_type" text NOT NULL,
	"appointment_date" date NOT NULL,
	"appointment_time" text NOT NULL,
	"price_paise" integer NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grooming_orders_payment_order_id_unique" UNIQUE("payment_order_id")
);
--> statement-breakpoint
CREATE TABLE "grooming_partners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"rating" real NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pin_code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grooming_partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "grooming_services" (
	"partner_id" uuid NOT NULL,
	"service_name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grooming_services_partner_id_service_name_pk" PRIMARY KEY("partner_id","service_name"),
	CONSTRAINT "grooming_services_price_positive" CHECK ("grooming_services"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "mating_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"user_id" uuid,
	"category" text NOT NULL,
	"breed" text NOT NULL,
	"pet_name" text NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mating_profiles_profile_id_unique" UNIQUE("profile_id")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "purpose" text DEFAULT 'cart' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "grooming" jsonb;--> statement-breakpoint
ALTER TABLE "grooming_orders" ADD CONSTRAINT "grooming_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grooming_orders" ADD CONSTRAINT "grooming_orders_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grooming_orders" ADD CONSTRAINT "grooming_orders_partner_id_grooming_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."grooming_partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grooming_orders" ADD CONSTRAINT "grooming_orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grooming_orders" ADD CONSTRAINT "grooming_orders_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grooming_services" ADD CONSTRAINT "grooming_services_partner_id_grooming_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."grooming_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mating_profiles" ADD CONSTRAINT "mating_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grooming_orders_user_idx" ON "grooming_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "grooming_partners_city_idx" ON "grooming_partners" USING btree (lower("city"),"position");--> statement-breakpoint
CREATE INDEX "mating_profiles_created_idx" ON "mating_profiles" USING btree ("created_at");