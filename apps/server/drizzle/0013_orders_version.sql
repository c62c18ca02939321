ALTER TABLE "users" ADD COLUMN "orders_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to a user's orders, their lines or their timelines moves the user's orders_version
-- in the same transaction, whatever made it (a route, an operator, a migration): an instance keeps
-- a page of orders answered at one version, and serves it while the version read with the token's
-- is still that one (ADR 016). On INSERT the OLD row is null, on DELETE the NEW row.
CREATE FUNCTION "orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    UPDATE "users" SET "orders_version" = "orders_version" + 1
      WHERE "id" IN (OLD."user_id", NEW."user_id");
  ELSE
    UPDATE "users" SET "orders_version" = "orders_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM "orders" WHERE "id" IN (OLD."order_id", NEW."order_id"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_changed" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_changed"();--> statement-breakpoint
CREATE TRIGGER "order_items_changed" AFTER INSERT OR UPDATE OR DELETE ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "orders_changed"();--> statement-breakpoint
CREATE TRIGGER "order_status_events_changed" AFTER INSERT OR UPDATE OR DELETE ON "order_status_events"
  FOR EACH ROW EXECUTE FUNCTION "orders_changed"();
