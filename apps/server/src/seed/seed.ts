import { rupeesToPaise } from '@petverse/api/contract';
import type { Database } from '../db/client';
import {
  doctors,
  groomingPartners,
  groomingServices,
  matingProfiles,
  products,
} from '../db/schema';
import { sql } from 'drizzle-orm';
import { productArtUrl } from './productArt';
import { seedProducts } from './catalogue';
import { seedDoctors, seedMatingProfiles, seedPartners } from './services';

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
        imageUrl: productArtUrl(p.slug),
        petspecies: p.petspecies,
        category: p.category,
        averageRating: p.averageRating,
      })),
    )
    // A catalogue seeded before products had art of their own moves to it; nothing else changes.
    .onConflictDoUpdate({
      target: products.slug,
      set: { imageUrl: sql`excluded.image_url` },
      setWhere: sql`${products.imageUrl} like '/api/media/art/%' and ${products.imageUrl} <> excluded.image_url`,
    });
  await seedServices(db);
}

/** Doctors, grooming partners with their services and mating profiles (issue 5). */
async function seedServices(db: Database): Promise<void> {
  await db
    .insert(doctors)
    .values(seedDoctors.map((d, position) => ({ ...d, position })))
    // Our own avatars follow the seed (a dog-only doctor with a dog); others are left alone.
    .onConflictDoUpdate({
      target: doctors.slug,
      set: { image: sql`excluded.image` },
      setWhere: sql`${doctors.image} like '/art/avatar-%' and ${doctors.image} <> excluded.image`,
    });
  await db
    .insert(groomingPartners)
    .values(seedPartners.map(({ services: _services, ...p }, position) => ({ ...p, position })))
    .onConflictDoNothing({ target: groomingPartners.slug });
  const partners = await db
    .select({ id: groomingPartners.id, slug: groomingPartners.slug })
    .from(groomingPartners);
  const idOf = new Map(partners.map((p) => [p.slug, p.id]));
  const rows = seedPartners.flatMap((p) =>
    p.services.map((s, position) => ({
      partnerId: idOf.get(p.slug)!,
      serviceName: s.serviceName,
      pricePaise: rupeesToPaise(s.price),
      position,
    })),
  );
  await db.insert(groomingServices).values(rows).onConflictDoNothing();
  await db
    .insert(matingProfiles)
    .values(
      seedMatingProfiles.map((m, index) => ({
        ...m,
        createdAt: new Date(CATALOGUE_EPOCH + index * 1000),
      })),
    )
    .onConflictDoNothing({ target: matingProfiles.profileId });
}
