CREATE TABLE "product_deletions" (
	"xid" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_xid_idx" ON "products" USING btree ("search_xid");--> statement-breakpoint
-- Issue 56 (ADR 034): each instance keeps the store's search in memory and reads again the rows
-- changed since it last looked. A row says which transaction last changed what a search reads
-- of it (a stock level moving from 3 to 2 changes nothing a search reads; from 1 to 0, its card).
CREATE FUNCTION "product_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
     OR (NEW.name, NEW.description, NEW.variant_label, NEW.brand, NEW.category, NEW.petspecies,
         NEW.life_stage, NEW.store, NEW.price_paise, NEW.stock = 0, NEW.rating_count,
         NEW.product_rating_sum, NEW.product_rating_count, NEW.withdrawn_at, NEW.variant_group,
         NEW.created_at)
        IS DISTINCT FROM
        (OLD.name, OLD.description, OLD.variant_label, OLD.brand, OLD.category, OLD.petspecies,
         OLD.life_stage, OLD.store, OLD.price_paise, OLD.stock = 0, OLD.rating_count,
         OLD.product_rating_sum, OLD.product_rating_count, OLD.withdrawn_at, OLD.variant_group,
         OLD.created_at) THEN
    NEW.search_xid := pg_current_xact_id()::text::bigint;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_changed" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_search_changed"();--> statement-breakpoint
CREATE FUNCTION "product_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_deletions" ("xid") VALUES (pg_current_xact_id()::text::bigint);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_deleted" AFTER DELETE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_deleted"();
