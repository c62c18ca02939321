import { createHash } from 'node:crypto';
import {
  packSize,
  type GstRate,
  type LifeStage,
  type PetSpecies,
  type ProductCategory,
} from '@petverse/api/contract';
import { rangeProducts } from './catalogueRange';

export interface SeedProduct {
  slug: string;
  /** The product's name, without its size (ADR 026). */
  name: string;
  /** The product's key: its first size's slug (rows of one product share it). */
  variantGroup: string;
  /** The size this row sells ('3 kg'); '' when the product has no sizes. */
  variantLabel: string;
  /** Its name and brand as seeded before variants (migration 0021 makes them these). */
  seededAs: { name: string; brand: string };
  petspecies: PetSpecies;
  category: ProductCategory;
  /** Rupees, as a shopper reads them. */
  price: number;
  averageRating: number | null;
  /** How many ratings the seeded average stands for. */
  ratingCount: number;
  brand: string;
  lifeStage: LifeStage;
  description: string;
}

type Row = [
  slug: string,
  name: string,
  species: PetSpecies,
  category: ProductCategory,
  price: number,
  rating: number | null,
  description: string,
];

// Our demo catalogue: realistic Indian prices, some products not yet rated so 'N/A' shows.
const rows: Row[] = [
  [
    'dog-chicken-rice-kibble-3kg',
    'Chicken & Rice Adult Dog Kibble, 3 kg',
    'dog',
    'food',
    1249,
    4.5,
    'Complete adult dog food with real chicken as the first ingredient, brown rice for steady energy and omega fatty acids for a glossy coat.',
  ],
  [
    'dog-puppy-starter-1kg',
    'Puppy Starter Mother & Baby Food, 1 kg',
    'dog',
    'food',
    549.5,
    4.7,
    'Small, soft kibble for weaning puppies and nursing mothers, with DHA for brain development and colostrum for immunity.',
  ],
  [
    'dog-lamb-grain-free-2kg',
    'Grain-Free Lamb Dog Food, 2 kg',
    'dog',
    'food',
    1899,
    4.2,
    'Grain-free recipe with New Zealand lamb and sweet potato, for dogs with sensitive stomachs.',
  ],
  [
    'dog-wet-chicken-gravy-12',
    'Chicken Chunks in Gravy, pack of 12',
    'dog',
    'food',
    660,
    4.1,
    'Twelve 70 g pouches of tender chicken chunks in a light gravy. Serve alone or as a topper on dry food.',
  ],
  [
    'dog-senior-care-3kg',
    'Senior Care Dog Food, 3 kg',
    'dog',
    'food',
    1399,
    null,
    'Gentle on ageing joints, with glucosamine, chondroitin and fewer calories for dogs over seven years.',
  ],
  [
    'dog-veg-kibble-3kg',
    'Vegetarian Dog Food, 3 kg',
    'dog',
    'food',
    999,
    3.8,
    'A balanced vegetarian recipe with paneer, peas and rice, enriched with taurine and L-carnitine.',
  ],
  [
    'dog-chicken-jerky-200g',
    'Chicken Jerky Strips, 200 g',
    'dog',
    'treats',
    349,
    4.6,
    'Slow-dried chicken breast strips with no added preservatives. A high-protein reward for training.',
  ],
  [
    'dog-dental-chews-7',
    'Dental Care Chews, pack of 7',
    'dog',
    'treats',
    299,
    4.3,
    'Star-shaped chews that scrub teeth as your dog chews, freshening breath with green tea and mint.',
  ],
  [
    'dog-peanut-butter-biscuits',
    'Peanut Butter Biscuits, 500 g',
    'dog',
    'treats',
    275.75,
    4.4,
    'Oven-baked biscuits made with peanut butter and oats. Crunchy, wholesome and loved by dogs of all sizes.',
  ],
  [
    'dog-mutton-bone-3',
    'Mutton Chew Bones, pack of 3',
    'dog',
    'treats',
    399,
    null,
    'Long-lasting natural chew bones that keep strong chewers busy and support dental health.',
  ],
  [
    'dog-training-bites-150g',
    'Soft Training Bites, 150 g',
    'dog',
    'treats',
    225,
    4.0,
    'Tiny, soft, low-calorie bites sized for repeated rewards during obedience sessions.',
  ],
  [
    'dog-rope-tug-toy',
    'Cotton Rope Tug Toy',
    'dog',
    'toys',
    249,
    4.2,
    'A thick braided cotton rope for tug-of-war and fetch that also helps clean teeth.',
  ],
  [
    'dog-squeaky-bone',
    'Squeaky Rubber Bone',
    'dog',
    'toys',
    199,
    3.9,
    'A durable natural-rubber bone with a cheerful squeak. Floats in water.',
  ],
  [
    'dog-treat-puzzle',
    'Treat Puzzle Feeder',
    'dog',
    'toys',
    899,
    4.5,
    'A level-two puzzle with sliding lids that turns mealtime into a brain game and slows fast eaters.',
  ],
  [
    'dog-fetch-ball-launcher',
    'Fetch Ball Launcher with 2 Balls',
    'dog',
    'toys',
    649,
    null,
    'Throw further without bending down or touching slobbery balls. Includes two high-bounce balls.',
  ],
  [
    'dog-plush-elephant',
    'Plush Elephant Squeaker',
    'dog',
    'toys',
    349,
    4.1,
    'A soft plush elephant with a hidden squeaker and reinforced seams for gentle players.',
  ],
  [
    'dog-padded-harness-m',
    'Padded No-Pull Harness, Medium',
    'dog',
    'accessories',
    1099,
    4.6,
    'Breathable mesh harness with a front clip that discourages pulling and reflective trim for night walks.',
  ],
  [
    'dog-nylon-leash',
    'Reflective Nylon Leash, 1.5 m',
    'dog',
    'accessories',
    449,
    4.3,
    'A strong nylon leash with a padded handle and reflective stitching.',
  ],
  [
    'dog-steel-bowl-set',
    'Stainless Steel Bowl Set',
    'dog',
    'accessories',
    499,
    4.4,
    'Two rust-proof steel bowls in a non-slip stand. Dishwasher safe.',
  ],
  [
    'dog-orthopaedic-bed-l',
    'Orthopaedic Dog Bed, Large',
    'dog',
    'accessories',
    2999,
    4.8,
    'Memory-foam bed with a removable, washable cover that supports joints of large and senior dogs.',
  ],
  [
    'dog-raincoat-m',
    'Monsoon Raincoat, Medium',
    'dog',
    'accessories',
    799,
    null,
    'A hooded waterproof raincoat for monsoon walks, with reflective strips and a leash opening.',
  ],
  [
    'dog-oatmeal-shampoo',
    'Oatmeal Dog Shampoo, 500 ml',
    'dog',
    'grooming',
    425,
    4.4,
    'Soap-free oatmeal and aloe shampoo that soothes itchy, dry skin.',
  ],
  [
    'dog-slicker-brush',
    'Self-Cleaning Slicker Brush',
    'dog',
    'grooming',
    599,
    4.5,
    'Fine bent pins remove tangles and loose undercoat; one click retracts them to clean.',
  ],
  [
    'dog-nail-clipper',
    'Nail Clipper with Safety Guard',
    'dog',
    'grooming',
    349,
    4.0,
    'Sharp stainless-steel blades with a guard that prevents cutting too deep.',
  ],
  [
    'dog-paw-balm',
    'Paw & Nose Balm, 50 g',
    'dog',
    'grooming',
    299.99,
    null,
    'A natural balm of shea butter and coconut oil for cracked paws after hot pavements.',
  ],
  [
    'dog-tick-flea-spot-on',
    'Tick & Flea Spot-On, 3 doses',
    'dog',
    'health',
    749,
    4.3,
    'Monthly spot-on protection against ticks and fleas for dogs of 10 to 20 kg.',
  ],
  [
    'dog-joint-supplement',
    'Joint Support Chewable Tablets, 60',
    'dog',
    'health',
    1150,
    4.2,
    'Glucosamine, MSM and turmeric in a tasty chewable to keep active and older dogs moving.',
  ],
  [
    'dog-deworming-tablets',
    'Deworming Tablets, 4',
    'dog',
    'health',
    180,
    null,
    'Broad-spectrum dewormer for puppies and adult dogs. Dose by weight as directed by your vet.',
  ],
  [
    'dog-probiotic-powder',
    'Probiotic Digestive Powder, 100 g',
    'dog',
    'health',
    525,
    4.1,
    'Live cultures and prebiotic fibre to support digestion after diet changes or antibiotics.',
  ],
  [
    'cat-ocean-fish-kibble-1-2kg',
    'Ocean Fish Adult Cat Food, 1.2 kg',
    'cat',
    'food',
    699,
    4.5,
    'Complete food with ocean fish, taurine for healthy eyes and heart, and fibre to reduce hairballs.',
  ],
  [
    'cat-kitten-food-1kg',
    'Kitten Growth Food, 1 kg',
    'cat',
    'food',
    649.5,
    4.6,
    'Protein-rich kibble for kittens up to 12 months, with DHA and calcium for growing bones.',
  ],
  [
    'cat-tuna-wet-12',
    'Tuna in Jelly, pack of 12',
    'cat',
    'food',
    600,
    4.3,
    'Twelve 85 g pouches of flaked tuna in jelly, with added vitamins.',
  ],
  [
    'cat-indoor-formula-3kg',
    'Indoor Cat Formula, 3 kg',
    'cat',
    'food',
    1599,
    null,
    'Fewer calories and more fibre for indoor cats, to support a healthy weight.',
  ],
  [
    'cat-creamy-lickable-treats',
    'Creamy Lickable Treats, 4 tubes',
    'cat',
    'treats',
    199,
    4.7,
    'Smooth chicken purée in squeeze tubes for bonding, pills or hydration.',
  ],
  [
    'cat-crunchy-salmon-bites',
    'Crunchy Salmon Bites, 60 g',
    'cat',
    'treats',
    149,
    4.0,
    'Crispy outside, soft inside salmon treats. Under 2 calories a piece.',
  ],
  [
    'cat-catnip-treats',
    'Catnip Dental Treats, 70 g',
    'cat',
    'treats',
    225,
    null,
    'Crunchy treats with catnip that help reduce tartar build-up.',
  ],
  [
    'cat-feather-wand',
    'Feather Teaser Wand',
    'cat',
    'toys',
    179,
    4.4,
    'A flexible wand with natural feathers and a bell for interactive play.',
  ],
  [
    'cat-laser-pointer',
    'Automatic Laser Toy',
    'cat',
    'toys',
    899,
    3.7,
    'A rotating laser with random patterns and an automatic 15-minute shut-off.',
  ],
  [
    'cat-tunnel',
    'Crinkle Play Tunnel',
    'cat',
    'toys',
    549,
    4.2,
    'A collapsible three-way tunnel with crinkle lining and a dangling pom-pom.',
  ],
  [
    'cat-catnip-mice-3',
    'Catnip Mice, pack of 3',
    'cat',
    'toys',
    149,
    null,
    'Soft felt mice filled with organic catnip.',
  ],
  [
    'cat-scratching-post',
    'Sisal Scratching Post, 60 cm',
    'cat',
    'accessories',
    1299,
    4.6,
    'A sturdy sisal post on a wide base, with a plush top perch. Saves your sofa.',
  ],
  [
    'cat-clumping-litter-5kg',
    'Clumping Bentonite Litter, 5 kg',
    'cat',
    'accessories',
    499,
    4.3,
    'Low-dust clumping litter with activated charcoal for odour control.',
  ],
  [
    'cat-covered-litter-box',
    'Covered Litter Box with Filter',
    'cat',
    'accessories',
    1499,
    null,
    'A hooded litter box with a swing door, carbon filter and scoop.',
  ],
  [
    'cat-breakaway-collar',
    'Breakaway Collar with Bell',
    'cat',
    'accessories',
    199,
    4.1,
    'A soft collar with a safety buckle that releases if caught.',
  ],
  [
    'cat-deshedding-comb',
    'Deshedding Comb',
    'cat',
    'grooming',
    399,
    4.5,
    'A fine stainless comb that lifts loose undercoat and reduces hairballs.',
  ],
  [
    'cat-waterless-shampoo',
    'Waterless Foam Shampoo, 200 ml',
    'cat',
    'grooming',
    375,
    null,
    'A rinse-free foam for cats who dislike water. Gentle coconut cleanser.',
  ],
  [
    'cat-hairball-gel',
    'Hairball Relief Gel, 100 g',
    'cat',
    'health',
    450,
    4.0,
    'A malt-flavoured gel that helps hairballs pass naturally.',
  ],
  [
    'cat-flea-collar',
    'Flea & Tick Collar, 8 months',
    'cat',
    'health',
    899,
    3.9,
    'Adjustable collar giving up to eight months of flea and tick protection.',
  ],
  [
    'cat-multivitamin-drops',
    'Multivitamin Drops, 30 ml',
    'cat',
    'health',
    320.25,
    null,
    'Daily vitamins and minerals for cats, mixed into food or water.',
  ],
];

/** The first catalogue's products keep their rows; brand, life stage and rating count follow. */
const ORIGINAL_BRANDS: Record<PetSpecies, string[]> = {
  dog: ['Pawfect', 'Desi Bowl', 'Himalayan Paws', 'Zib'],
  cat: ['Whiskerly', 'Zib', 'Purrfect Day', 'Himalayan Paws'],
};
const lifeStageOf = (name: string, category: ProductCategory): LifeStage =>
  /puppy|kitten/i.test(name)
    ? 'young'
    : /senior/i.test(name)
      ? 'senior'
      : category === 'food'
        ? 'adult'
        : 'all';

const originals: SeedProduct[] = rows.map(
  ([slug, name, petspecies, category, price, averageRating, description]) => {
    const hash = createHash('sha256').update(slug).digest();
    const brands = ORIGINAL_BRANDS[petspecies];
    const brand = brands[hash[2]! % brands.length]!;
    // 'Grain-Free Lamb Dog Food, 2 kg': the product and its size (one size each, here).
    const [, product = name, size = ''] = /^(.*), ([^,]+)$/.exec(name) ?? [];
    return {
      slug,
      name: product,
      variantGroup: slug,
      variantLabel: size,
      seededAs: { name, brand },
      petspecies,
      category,
      price,
      averageRating,
      ratingCount: averageRating === null ? 0 : 3 + ((hash[0]! * 5 + hash[1]!) % 300),
      brand,
      lifeStage: lifeStageOf(name, category),
      description,
    };
  },
);

/**
 * Litter, not a litter box: an accessory that runs out, so it may be bought on subscription
 * (ADR 024; migration 0020 marks the same products with the same rule).
 */
export const isLitter = (name: string): boolean =>
  /\blitter\b/i.test(name) && !/litter box/i.test(name);

/** The whole seeded catalogue: the first 49 products, then the wider range (406 in all). */
export const seedProducts: SeedProduct[] = [...originals, ...rangeProducts];

/**
 * The units a seeded product starts with: plenty for the first catalogue (a cart line holds up
 * to 99), a varied 60–299 for the range, and a few of the range running low or sold out, so the
 * store's 'Only N left' and 'Out of stock' and the console's low-stock list have something to
 * show on a fresh start.
 */
export function seedStock(slug: string, index: number): number {
  const hash = createHash('sha256').update(`stock:${slug}`).digest();
  const spread = hash.readUInt16BE(0);
  if (index < originals.length) return 120 + (spread % 380);
  const inRange = index - originals.length;
  if (inRange % 97 === 41) return 0;
  if (inRange % 61 === 29) return 2 + (spread % 3);
  return 60 + (spread % 240);
}

/**
 * A seeded product's own HSN code and GST rate where it differs from its category's
 * (`GST_BY_CATEGORY`, issue 55 item 2): a bed is not a leash, litter not a litter box. Codes from
 * the GST tariff's chapters; rates as the category table has them. Null: the category's.
 */
export function seedTax(
  p: Pick<SeedProduct, 'name' | 'category'>,
): { hsn: string; rate: GstRate } | null {
  const name = p.name.toLowerCase();
  const rules: [RegExp, string, GstRate][] = [
    // Beds and cushions (heading 9404).
    [/\bbed\b/, '94049099', 18],
    // Stainless steel bowls (heading 7323).
    [/\bbowls?\b/, '73239390', 12],
    // Brushes (heading 9603) and combs (heading 9615).
    [/\bbrush\b/, '96032900', 18],
    [/\bcomb\b/, '96151900', 12],
    // Clumping bentonite litter (heading 2508); a plastic litter box (heading 3924).
    [/litter box/, '39249090', 18],
    [/\blitter\b/, '25081090', 5],
    // Insecticidal collars and sprays (heading 3808).
    [/\bflea\b|\btick\b/, '38089199', 18],
    // Scratching posts of wood and sisal (heading 4421).
    [/scratching/, '44219990', 12],
  ];
  const found = rules.find(([pattern]) => pattern.test(name));
  return found ? { hsn: found[1], rate: found[2] } : null;
}

/** A seeded row's SKU: 'PV-' and its slug in capitals, shortened with a digest when long. */
export function seedSku(slug: string): string {
  const upper = slug.toUpperCase();
  if (upper.length <= 37) return `PV-${upper}`;
  const digest = createHash('sha256').update(slug).digest('hex').slice(0, 6).toUpperCase();
  return `PV-${upper.slice(0, 30)}-${digest}`;
}

/**
 * A size's weight in grams from its label ('3 kg', '400 g', '1.2 kg'); null when it says none (a
 * volume, '500 ml', is not a weight). The contract's `packSize` reads the label, as the store's
 * price per kg does.
 */
export function seedWeight(label: string): number | null {
  const size = packSize(label);
  return size && 'grams' in size ? size.grams : null;
}

/**
 * A seeded size's MRP in rupees (issue 55 item 6): about two products in three carry one, 5 to 25%
 * above our price, the same share off on every size of a product, written as packs print it
 * (ending in 9); null for the rest, which sell at their MRP.
 */
export function seedMrp(p: Pick<SeedProduct, 'price' | 'variantGroup'>): number | null {
  const hash = createHash('sha256').update(`mrp:${p.variantGroup}`).digest();
  if (hash[0]! % 3 === 0) return null;
  const off = 5 + (hash[1]! % 21);
  const mrp = Math.ceil(p.price / (1 - off / 100) / 10) * 10 - 1;
  return mrp > p.price ? mrp : null;
}
