ALTER TABLE "providers" ADD COLUMN "calendar_secret" text;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_calendar_secret_unique" UNIQUE("calendar_secret");