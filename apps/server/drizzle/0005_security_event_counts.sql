CREATE TABLE "security_event_counts" (
	"minute" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "security_event_counts_minute_kind_pk" PRIMARY KEY("minute","kind"),
	CONSTRAINT "security_event_counts_count_check" CHECK ("security_event_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "security_event_counts_minute_idx" ON "security_event_counts" USING btree ("minute");