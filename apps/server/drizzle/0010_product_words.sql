-- The catalogue's own words (names and brands, unstemmed), for typo correction: a typed word that
-- matches nothing is replaced by the closest of these by trigram similarity (pg_trgm, GIN index).
-- Its size follows the catalogue's vocabulary, not its number of products. Refreshed after
-- seeding (src/seed/seed.ts) and by whoever bulk-loads products.
CREATE MATERIALIZED VIEW "product_words" AS
  SELECT word FROM ts_stat($$SELECT to_tsvector('simple', name || ' ' || brand) FROM public.products$$)
  WHERE length(word) >= 3 AND word !~ '^[0-9.]+$';--> statement-breakpoint
CREATE UNIQUE INDEX "product_words_word_idx" ON "product_words" ("word");--> statement-breakpoint
CREATE INDEX "product_words_trgm_idx" ON "product_words" USING gin ("word" gin_trgm_ops);
