DROP INDEX "products_variant_group_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_rating_sum" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_card_idx" ON "products" USING btree ("variant_group",("stock" = 0),"price_paise","id");--> statement-breakpoint
-- The product's rating on every row of its group (ADR 028): its sizes on sale, their stars and
-- ratings added up, as the product's page and its card show it. The store's search filters and
-- sorts by it without adding sizes up for every row it reads.
UPDATE "products" p SET "product_rating_sum" = s.total, "product_rating_count" = s.n
FROM (
  SELECT "variant_group",
    coalesce(sum("rating_sum") FILTER (WHERE "withdrawn_at" IS NULL), 0) AS total,
    coalesce(sum("rating_count") FILTER (WHERE "withdrawn_at" IS NULL), 0)::int AS n
  FROM "products" GROUP BY "variant_group"
) s
WHERE p."variant_group" = s."variant_group";--> statement-breakpoint
-- Kept by the database in the same transaction, whatever writes a size's rating, withdraws or
-- restores it, adds or removes a size, or moves it to another group (a review, the back office,
-- the seed, a bulk load): the group's rows are written only when their values change, so a new
-- size without ratings writes itself alone. The trigger's own update sets only the product_*
-- columns, which do not fire it again. On INSERT the OLD row is null, on DELETE the NEW row.
CREATE FUNCTION "product_rating_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g text;
BEGIN
  FOREACH g IN ARRAY ARRAY(
    SELECT DISTINCT x FROM unnest(ARRAY[OLD."variant_group", NEW."variant_group"]) AS x
    WHERE x IS NOT NULL)
  LOOP
    UPDATE "products" p SET "product_rating_sum" = s.total, "product_rating_count" = s.n
    FROM (
      SELECT coalesce(sum("rating_sum") FILTER (WHERE "withdrawn_at" IS NULL), 0) AS total,
        coalesce(sum("rating_count") FILTER (WHERE "withdrawn_at" IS NULL), 0)::int AS n
      FROM "products" WHERE "variant_group" = g
    ) s
    WHERE p."variant_group" = g
      AND (p."product_rating_sum", p."product_rating_count") IS DISTINCT FROM (s.total, s.n);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_rating_moved"
  AFTER INSERT OR DELETE OR UPDATE OF "rating_sum", "rating_count", "withdrawn_at", "variant_group"
  ON "products" FOR EACH ROW EXECUTE FUNCTION "product_rating_moved"();
