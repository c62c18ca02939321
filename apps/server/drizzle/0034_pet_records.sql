CREATE TABLE "pet_conditions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_conditions_kind_valid" CHECK ("pet_conditions"."kind" in ('allergy', 'condition'))
);
--> statement-breakpoint
CREATE TABLE "pet_doses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"given_on" date NOT NULL,
	"next_due_on" date,
	"brand" text,
	"batch" text,
	"reminder_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_doses_kind_valid" CHECK ("pet_doses"."kind" in ('vaccination', 'deworming')),
	CONSTRAINT "pet_doses_due_after_given" CHECK ("pet_doses"."next_due_on" is null or "pet_doses"."next_due_on" > "pet_doses"."given_on")
);
--> statement-breakpoint
CREATE TABLE "pet_record_shares" (
	"pet_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_record_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pet_weights" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pet_id" uuid NOT NULL,
	"grams" integer NOT NULL,
	"measured_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_weights_grams_positive" CHECK ("pet_weights"."grams" > 0)
);
--> statement-breakpoint
ALTER TABLE "pet_conditions" ADD CONSTRAINT "pet_conditions_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_doses" ADD CONSTRAINT "pet_doses_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_record_shares" ADD CONSTRAINT "pet_record_shares_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pet_conditions_pet_idx" ON "pet_conditions" USING btree ("pet_id","created_at");--> statement-breakpoint
CREATE INDEX "pet_doses_pet_idx" ON "pet_doses" USING btree ("pet_id","kind","given_on");--> statement-breakpoint
CREATE INDEX "pet_weights_pet_idx" ON "pet_weights" USING btree ("pet_id","measured_on");