import { rupeesToPaise } from '@petverse/api/contract';
import type { Database } from '../db/client';
import { createHash } from 'node:crypto';
import { products } from '../catalogue/tables';
import { matingProfiles } from '../pets/tables';
import { seedState } from '../platform/tables';
import { doctors, groomingPartners, groomingServices } from '../services/tables';
import { eq, sql } from 'drizzle-orm';
import { productArtUrl } from './productArt';
import {
  isLitter,
  seedMrp,
  seedProducts,
  seedSku,
  seedStock,
  seedTax,
  seedWeight,
} from './catalogue';
import { seedDoctors, seedMatingProfiles, seedPartners } from './services';
import { DEMO_PROVIDERS, seedDemoProviders } from '../providers';

const CATALOGUE_EPOCH = Date.UTC(2025, 6, 2);

/** The catalogue's rows as the seed writes them. */
const productRows = () =>
  seedProducts.map((p, index) => ({
    // Distinct times keep the catalogue in its curated order.
    createdAt: new Date(CATALOGUE_EPOCH + index * 1000),
    slug: p.slug,
    name: p.name,
    variantGroup: p.variantGroup,
    variantLabel: p.variantLabel,
    description: p.description,
    pricePaise: rupeesToPaise(p.price),
    mrpPaise: seedMrp(p) === null ? null : rupeesToPaise(seedMrp(p)!),
    imageUrl: productArtUrl(p.slug),
    petspecies: p.petspecies,
    category: p.category,
    brand: p.brand,
    lifeStage: p.lifeStage,
    averageRating: p.averageRating,
    ratingCount: p.ratingCount,
    ratingSum: p.averageRating === null ? 0 : p.averageRating * p.ratingCount,
    stock: seedStock(p.slug, index),
    subscribable: isLitter(p.name) ? true : null,
    hsn: seedTax(p)?.hsn ?? null,
    gstRate: seedTax(p)?.rate ?? null,
    sku: seedSku(p.slug),
    weightGrams: seedWeight(p.variantLabel),
  }));

/**
 * What this seed would write, as a digest: its rows and its own code (a build that changes how it
 * seeds seeds again, even with the same rows).
 */
const seedDigest = (rows: ReturnType<typeof productRows>) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        rows,
        seedDoctors,
        seedPartners,
        seedMatingProfiles,
        DEMO_PROVIDERS,
        String(seed),
        String(seedCatalogue),
        String(seedServices),
      ]),
    )
    .digest('base64url');

/**
 * Inserts the demo content; running it again changes nothing (rows are keyed by slug). A
 * database already seeded from the same rows and code is left alone: a restart skips it.
 */
export async function seed(db: Database): Promise<void> {
  const rows = productRows();
  const digest = seedDigest(rows);
  const [state] = await db
    .select({ digest: seedState.digest })
    .from(seedState)
    .where(eq(seedState.name, 'demo'));
  if (state?.digest === digest) return;
  await seedCatalogue(db, rows);
  await seedServices(db);
  await seedDemoProviders(db);
  // Last: a seed cut short runs again at the next start.
  await db
    .insert(seedState)
    .values({ name: 'demo', digest })
    .onConflictDoUpdate({ target: seedState.name, set: { digest, seededAt: sql`now()` } });
}

/** The catalogue, and the words typo correction picks from. */
async function seedCatalogue(db: Database, rows: ReturnType<typeof productRows>): Promise<void> {
  await db
    .insert(products)
    .values(rows)
    // A catalogue seeded before products had art of their own moves to it, and one seeded
    // before brands (issue 14) gets its brand, life stage and rating count; nothing else changes.
    .onConflictDoUpdate({
      target: products.slug,
      set: {
        imageUrl: sql`case when ${products.imageUrl} like '/api/media/art/%' then excluded.image_url else ${products.imageUrl} end`,
        brand: sql`case when ${products.brand} = '' then excluded.brand else ${products.brand} end`,
        lifeStage: sql`case when ${products.brand} = '' then excluded.life_stage else ${products.lifeStage} end`,
        ratingCount: sql`case when ${products.brand} = '' and ${products.ratingCount} = 0 then excluded.rating_count else ${products.ratingCount} end`,
        ratingSum: sql`case when ${products.brand} = '' and ${products.ratingCount} = 0 then excluded.rating_sum else ${products.ratingSum} end`,
        // Seeded before tax by product (issue 55): its codes, SKU and weight, where staff set none.
        hsn: sql`case when ${products.sku} is null and ${products.hsn} is null then excluded.hsn else ${products.hsn} end`,
        gstRate: sql`case when ${products.sku} is null and ${products.gstRate} is null then excluded.gst_rate else ${products.gstRate} end`,
        weightGrams: sql`coalesce(${products.weightGrams}, excluded.weight_grams)`,
        sku: sql`coalesce(${products.sku}, excluded.sku)`,
        // Seeded before MRPs (issue 55 item 6): its MRP, while it sells at the seeded price.
        mrpPaise: sql`case when ${products.mrpPaise} is null and ${products.pricePaise} = excluded.price_paise then excluded.mrp_paise else ${products.mrpPaise} end`,
      },
      setWhere: sql`(${products.imageUrl} like '/api/media/art/%' and ${products.imageUrl} <> excluded.image_url) or ${products.brand} = '' or ${products.sku} is null or (${products.mrpPaise} is null and excluded.mrp_paise is not null and ${products.pricePaise} = excluded.price_paise)`,
    });
  // The words typo correction picks from follow the catalogue (migration 0010).
  await db.execute(sql`refresh materialized view product_words`);
}

/** Doctors, grooming partners with their services and mating profiles (issue 5). */
async function seedServices(db: Database): Promise<void> {
  await db
    .insert(doctors)
    .values(seedDoctors.map((d, position) => ({ ...d, position })))
    // Our own portraits follow the seed (a vet with the animals they treat); others are left alone.
    .onConflictDoUpdate({
      target: doctors.slug,
      set: { image: sql`excluded.image` },
      setWhere: sql`(${doctors.image} like '/art/avatar-%' or ${doctors.image} like '/art/vet-%') and ${doctors.image} <> excluded.image`,
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
