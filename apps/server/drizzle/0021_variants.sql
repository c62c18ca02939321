-- Variants (issue 38 item 1, ADR 026): each size stays a row (its id, price, MRP, stock and picture
-- unchanged, so every order, cart, wishlist, review and link still points at it); rows of one product
-- share `variant_group`, and `name` becomes the product's name without the size.
ALTER TABLE "products" ADD COLUMN "variant_group" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The seed's rule (src/seed/catalogueRange.ts, catalogue.ts): a name ending in ', <size>' is the
-- product's name and its size. The range's sizes were seeded under rotating brands ('Pawfect …,
-- 1.2 kg', 'Desi Bowl …, 3 kg'); one product is one brand, so rows named '<brand> <words>' with the
-- same words, species, category and life stage are one product under the brand of its first size
-- (seed order). Its first size's slug is the product's key. A product's size without a suffix
-- ('' beside a 'Value Pack') is 'Single'. The seed now writes the same rows (test/variants.test.ts).
WITH parts AS (
  SELECT id, slug, store, petspecies, category, life_stage, brand, created_at,
    CASE WHEN name ~ ', [^,]+$' THEN regexp_replace(name, ', [^,]+$', '') ELSE name END AS base,
    CASE WHEN name ~ ', [^,]+$' THEN substring(name from ', ([^,]+)$') ELSE '' END AS label,
    (brand <> '' AND starts_with(name, brand || ' ')) AS branded
  FROM "products"
), keyed AS (
  SELECT parts.*, CASE WHEN branded THEN substr(base, length(brand) + 2) ELSE base END AS words
  FROM parts
), grouped AS (
  SELECT keyed.*,
    first_value(slug) OVER w AS first_slug,
    first_value(brand) OVER w AS first_brand,
    count(*) OVER (PARTITION BY store, petspecies, category, life_stage, branded, words) AS sizes
  FROM keyed
  WINDOW w AS (PARTITION BY store, petspecies, category, life_stage, branded, words ORDER BY created_at, slug)
)
UPDATE "products" p SET
  variant_group = g.first_slug,
  variant_label = CASE WHEN g.label = '' AND g.sizes > 1 THEN 'Single' ELSE g.label END,
  name = CASE WHEN g.branded THEN g.first_brand || ' ' || g.words ELSE g.base END,
  brand = g.first_brand
FROM grouped g WHERE p.id = g.id;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "variant_group" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name || ' ' || variant_label), 'A') || setweight(to_tsvector('english', brand || ' ' || category || ' ' || petspecies || ' ' || case life_stage when 'young' then (case petspecies when 'dog' then 'puppy' else 'kitten' end) when 'all' then '' else life_stage end), 'B') || setweight(to_tsvector('english', description), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_variant_group_idx" ON "products" USING btree ("variant_group","price_paise");--> statement-breakpoint
REFRESH MATERIALIZED VIEW "product_words";
