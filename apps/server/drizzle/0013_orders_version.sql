ALTER TABLE "users" ADD COLUMN "orders_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to a user's orders, their lines or their timelines moves the user's orders_version
-- in the same transaction, whatever made it (a route, an operator, a migration): an instance keeps
-- a page of orders answered at one version, and serves it while the version read with the token's
-- is still that one (ADR 016). One move per user and transaction is enough, since a reader sees
-- all of a transaction's changes or none: the transaction-local setting remembers the user moved
-- last. On INSERT the OLD row is null, on DELETE the NEW row.
CREATE FUNCTION "orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
  owner uuid;
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    owners := ARRAY[OLD."user_id", NEW."user_id"];
  ELSE
    owners := ARRAY(SELECT "user_id" FROM "orders" WHERE "id" IN (OLD."order_id", NEW."order_id"));
  END IF;
  FOREACH owner IN ARRAY owners LOOP
    CONTINUE WHEN owner IS NULL
      OR current_setting('petverse.orders_moved', true) IS NOT DISTINCT FROM owner::text;
    UPDATE "users" SET "orders_version" = "orders_version" + 1 WHERE "id" = owner;
    PERFORM set_config('petverse.orders_moved', owner::text, true);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_changed" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_changed"();--> statement-breakpoint
CREATE TRIGGER "order_items_changed" AFTER INSERT OR UPDATE OR DELETE ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "orders_changed"();--> statement-breakpoint
CREATE TRIGGER "order_status_events_changed" AFTER INSERT OR UPDATE OR DELETE ON "order_status_events"
  FOR EACH ROW EXECUTE FUNCTION "orders_changed"();
