import { rupeesToPaise } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { artworkUrl } from './artwork';
import { seedProducts } from './catalogue';

/** Inserts the demo content; running it again changes nothing (rows are keyed by slug). */
export async function seed(db: Database): Promise<void> {
  await db
    .insert(products)
    .values(
      seedProducts.map((p) => ({
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
