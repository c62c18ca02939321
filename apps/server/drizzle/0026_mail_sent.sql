CREATE TABLE "mail_sent" (
	"key" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
