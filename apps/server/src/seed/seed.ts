import { rupeesToPaise } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { artworkUrl } from './artwork';
import { seedProducts } from './catalogue';

const CATALOGUE_EPOCH = Date.UTC(2025, 6, 2);

/** Inserts the demo content; running it again changes nothing (rows are keyed by slug). */
export async function seed(db: Database): Promise<void> {
  await db
    .insert(products)
    .values(
      seedProducts.map((p, index) => ({
        // Distinct times keep the catalogue in its curated order.
        createdAt: new Date(CATALOGUE_EPOCH + index * 1000),
        slug: p.slug,
        name: p.name,
        description: p.description,
        pricePaise: rupeesToPaise(p.price),
        imageUrl: artworkUrl(p.petspecies, p.category),
        petspecies: p.petspecies,
        category: p.category,
        averageRating: p.averageRating,
      })),
    )
    .onConflictDoNothing({ target: products.slug });
}
