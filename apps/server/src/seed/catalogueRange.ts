import { createHash } from 'node:crypto';
import type { LifeStage, PetSpecies, ProductCategory } from '@petverse/api/contract';

/**
 * The wider catalogue (issue 14): product families crossed with flavours, life stages and sizes,
 * each from one of several brands, so search, filters and pages have something to work on.
 * Everything is derived from the slug, so the same rows come out on every machine.
 */
export interface RangeProduct {
  slug: string;
  /** The product's name, without its size (ADR 026). */
  name: string;
  /** The product's key: its first size's slug. */
  variantGroup: string;
  /** The size ('3 kg'); 'Single' beside a 'Value Pack'; '' when the product has one size. */
  variantLabel: string;
  /** Its name and brand as seeded before variants (migration 0021 makes them these). */
  seededAs: { name: string; brand: string };
  petspecies: PetSpecies;
  category: ProductCategory;
  brand: string;
  lifeStage: LifeStage;
  price: number;
  averageRating: number | null;
  ratingCount: number;
  description: string;
}

interface Family {
  species: PetSpecies;
  category: ProductCategory;
  /** The product's words; `{v}` is the variant, `{s}` the life-stage word. */
  name: string;
  variants: string[];
  stages: LifeStage[];
  /** Size label (empty: none) and the price in rupees of the cheapest brand. */
  sizes: [string, number][];
  brands: string[];
  about: string;
}

const DOG_BRANDS = ['Pawfect', 'Desi Bowl', 'Himalayan Paws', 'Zib', 'TailCraft'];
const CAT_BRANDS = ['Whiskerly', 'Zib', 'Himalayan Paws', 'Purrfect Day', 'Desi Bowl'];
const CARE_BRANDS = ['VetWise', 'Zib', 'Pawfect', 'Himalayan Paws'];
/** How a brand prices against the cheapest. */
const PREMIUM: Record<string, number> = {
  Pawfect: 1,
  'Desi Bowl': 0.9,
  'Himalayan Paws': 1.25,
  Zib: 1.1,
  TailCraft: 1.05,
  Whiskerly: 1.15,
  'Purrfect Day': 1,
  VetWise: 1.2,
};
const SIZES3: [string, number][] = [
  ['Small', 1],
  ['Medium', 1.35],
  ['Large', 1.8],
];

const families: Family[] = [
  // ---- Dogs ----
  {
    species: 'dog',
    category: 'food',
    name: '{v} {s} Dry Dog Food',
    variants: [
      'Chicken & Rice',
      'Lamb & Rice',
      'Fish & Potato',
      'Vegetarian',
      'Chicken & Egg',
      'Grain-Free Salmon',
    ],
    stages: ['young', 'adult', 'senior'],
    sizes: [
      ['1.2 kg', 399],
      ['3 kg', 899],
      ['10 kg', 2699],
    ],
    brands: DOG_BRANDS,
    about:
      'Complete and balanced kibble with {v} for {who}, with omega fatty acids for skin and coat and prebiotics for easy digestion.',
  },
  {
    species: 'dog',
    category: 'food',
    name: '{v} Wet Dog Food for {s}',
    variants: [
      'Chicken Chunks in Gravy',
      'Mutton in Gravy',
      'Chicken & Liver Pate',
      'Fish in Jelly',
    ],
    stages: ['young', 'adult'],
    sizes: [
      ['pack of 6', 329],
      ['pack of 12', 629],
    ],
    brands: DOG_BRANDS,
    about:
      'Tender {v} in 70 g pouches for {who}: serve alone or as a topper that makes dry food irresistible.',
  },
  {
    species: 'dog',
    category: 'treats',
    name: '{v} Dog Treats',
    variants: [
      'Chicken Jerky Strips',
      'Mutton Jerky',
      'Fish Skin Rolls',
      'Milk Bone Biscuits',
      'Banana & Oat Cookies',
      'Yak Cheese Chew',
      'Dental Sticks',
      'Sweet Potato Chews',
    ],
    stages: ['all'],
    sizes: [
      ['100 g', 189],
      ['400 g', 599],
    ],
    brands: DOG_BRANDS,
    about: '{v} made in small batches with no added colours: a reward for good dogs of every age.',
  },
  {
    species: 'dog',
    category: 'treats',
    name: '{v} for {s}',
    variants: ['Soft Training Treats', 'Teething Sticks'],
    stages: ['young'],
    sizes: [
      ['150 g', 249],
      ['500 g', 649],
    ],
    brands: DOG_BRANDS,
    about: 'Small, soft {v} sized for puppy mouths, with DHA and calcium for growing bodies.',
  },
  {
    species: 'dog',
    category: 'toys',
    name: '{v} Dog Toy',
    variants: [
      'Cotton Rope Tug',
      'Squeaky Ball',
      'Rubber Chew Bone',
      'Plush Duck',
      'Flying Disc',
      'Snuffle Mat',
      'Treat Puzzle',
      'Treat Dispenser',
      'Puppy Teething Ring',
    ],
    stages: ['all'],
    sizes: SIZES3.map(([size, f]) => [size, Math.round(249 * f)]),
    brands: DOG_BRANDS,
    about: 'A {v} that stands up to daily play; {size} suits dogs of that build. Wash by hand.',
  },
  {
    species: 'dog',
    category: 'accessories',
    name: '{v} for Dogs',
    variants: [
      'Padded No-Pull Harness',
      'Nylon Collar',
      'Reflective Leash',
      'Retractable Leash',
      'Stainless Steel Bowl',
      'Elevated Bowl Stand',
      'Orthopaedic Bed',
      'Donut Calming Bed',
      'Monsoon Raincoat',
      'Winter Sweater',
      'Travel Crate',
      'Car Seat Cover',
    ],
    stages: ['all'],
    sizes: SIZES3.map(([size, f]) => [size, Math.round(549 * f)]),
    brands: DOG_BRANDS,
    about: 'A sturdy {v} made for Indian weather and daily walks; size {size}.',
  },
  {
    species: 'dog',
    category: 'grooming',
    name: '{v} for Dogs',
    variants: [
      'Oatmeal Shampoo',
      'Anti-Tick Shampoo',
      'Tearless Puppy Shampoo',
      'Coat Conditioner',
      'Slicker Brush',
      'Deshedding Tool',
      'Nail Clipper',
      'Paw Balm',
      'Ear Cleaner',
      'Toothbrush & Paste Kit',
      'Grooming Wipes',
    ],
    stages: ['all'],
    sizes: [
      ['', 299],
      ['Value Pack', 529],
    ],
    brands: CARE_BRANDS,
    about: 'A gentle {v} for regular grooming at home, kind to sensitive skin.',
  },
  {
    species: 'dog',
    category: 'health',
    name: '{v} for Dogs',
    variants: [
      'Tick & Flea Spot-On',
      'Deworming Tablets',
      'Joint Support Tablets',
      'Multivitamin Syrup',
      'Probiotic Powder',
      'Calcium Tablets',
      'Omega Skin & Coat Oil',
      'Calming Drops',
      'Anti-Itch Spray',
      'Senior Mobility Chews',
      'Liver Tonic',
    ],
    stages: ['all'],
    sizes: [
      ['', 349],
      ['Value Pack', 649],
    ],
    brands: CARE_BRANDS,
    about: '{v} recommended by vets for everyday care; follow the dose on the pack.',
  },
  // ---- Cats ----
  {
    species: 'cat',
    category: 'food',
    name: '{v} {s} Dry Cat Food',
    variants: [
      'Ocean Fish',
      'Chicken',
      'Tuna & Salmon',
      'Mackerel',
      'Chicken & Rice',
      'Indoor Turkey',
    ],
    stages: ['young', 'adult', 'senior'],
    sizes: [
      ['400 g', 279],
      ['1.2 kg', 749],
      ['3 kg', 1699],
    ],
    brands: CAT_BRANDS,
    about:
      'Crunchy {v} kibble for {who}, with taurine for the heart and eyes and fibre against hairballs.',
  },
  {
    species: 'cat',
    category: 'food',
    name: '{v} Wet Cat Food for {s}',
    variants: ['Tuna in Jelly', 'Chicken in Gravy', 'Salmon Pate', 'Sardine in Broth'],
    stages: ['young', 'adult'],
    sizes: [
      ['pack of 6', 299],
      ['pack of 12', 579],
    ],
    brands: CAT_BRANDS,
    about: 'Moist {v} in 85 g pouches for {who}, to keep them hydrated and happy at mealtimes.',
  },
  {
    species: 'cat',
    category: 'treats',
    name: '{v} Cat Treats',
    variants: [
      'Creamy Lickable',
      'Crunchy Salmon Bites',
      'Chicken Crunchies',
      'Catnip Dental',
      'Freeze-Dried Chicken',
      'Tuna Flakes',
    ],
    stages: ['all'],
    sizes: [
      ['60 g', 149],
      ['4 packs', 499],
    ],
    brands: CAT_BRANDS,
    about: '{v} treats that cats come running for, with no added sugar or artificial colours.',
  },
  {
    species: 'cat',
    category: 'toys',
    name: '{v} Cat Toy',
    variants: [
      'Feather Teaser Wand',
      'Catnip Mouse',
      'Crinkle Ball',
      'Interactive Track Ball',
      'Automatic Laser',
      'Play Tunnel',
      'Spring Coil',
      'Kicker Fish',
    ],
    stages: ['all'],
    sizes: [
      ['Pink', 199],
      ['Blue', 199],
      ['Green', 199],
    ],
    brands: CAT_BRANDS,
    about: 'A {v} for indoor hunting games that keep cats active; in {size}.',
  },
  {
    species: 'cat',
    category: 'accessories',
    name: '{v} for Cats',
    variants: [
      'Sisal Scratching Post',
      'Cardboard Scratcher',
      'Cat Tree Tower',
      'Covered Litter Box',
      'Clumping Bentonite Litter',
      'Tofu Litter',
      'Breakaway Collar with Bell',
      'Window Hammock',
      'Water Fountain',
      'Ceramic Bowl',
      'Carrier Bag',
      'Cosy Cave Bed',
    ],
    stages: ['all'],
    sizes: [
      ['Standard', 449],
      ['Deluxe', 899],
    ],
    brands: CAT_BRANDS,
    about: 'A {v} that fits small Indian homes; the {size} edition.',
  },
  {
    species: 'cat',
    category: 'grooming',
    name: '{v} for Cats',
    variants: [
      'Deshedding Comb',
      'Waterless Foam Shampoo',
      'Tearless Kitten Shampoo',
      'Grooming Glove',
      'Nail Clipper',
      'Ear Wipes',
      'Dental Gel',
    ],
    stages: ['all'],
    sizes: [
      ['', 249],
      ['Value Pack', 449],
    ],
    brands: CARE_BRANDS,
    about: 'A {v} that makes grooming calm and quick, for cats of every coat.',
  },
  {
    species: 'cat',
    category: 'health',
    name: '{v} for Cats',
    variants: [
      'Hairball Relief Gel',
      'Flea & Tick Spot-On',
      'Deworming Tablets',
      'Multivitamin Drops',
      'Urinary Care Drops',
      'Lysine Gel',
      'Kitten Milk Replacer',
      'Kidney Support Powder',
    ],
    stages: ['all'],
    sizes: [
      ['', 329],
      ['Value Pack', 599],
    ],
    brands: CARE_BRANDS,
    about: '{v} for everyday feline health; follow the dose on the pack or ask your vet.',
  },
];

const stageWord = (species: PetSpecies, stage: LifeStage) =>
  stage === 'young'
    ? species === 'dog'
      ? 'Puppy'
      : 'Kitten'
    : stage === 'all'
      ? ''
      : stage === 'adult'
        ? 'Adult'
        : 'Senior';
const who = (species: PetSpecies, stage: LifeStage) =>
  stage === 'young'
    ? species === 'dog'
      ? 'growing puppies up to 12 months'
      : 'growing kittens up to 12 months'
    : stage === 'senior'
      ? `${species}s over seven years, gentle on ageing joints and kidneys`
      : `adult ${species}s`;
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** A price as shops write it: ending in 9. */
const shopPrice = (rupees: number) => Math.max(49, Math.round(rupees / 10) * 10 - 1);

function build(): RangeProduct[] {
  const out: RangeProduct[] = [];
  for (const f of families) {
    f.variants.forEach((variant, vi) => {
      for (const stage of f.stages) {
        const words = f.name
          .replace('{v}', variant)
          .replace('{s}', stageWord(f.species, stage))
          .replace(/\s+/g, ' ')
          .replace(/ for $/, '')
          .trim();
        // Each size was first seeded under a brand of its own, rotating so every brand covers
        // every family; its slug keeps that brand. One product is one brand: its first size's
        // (migration 0021 groups rows seeded before variants by the same rule).
        const brandOf = (si: number) =>
          f.brands[(vi + si + f.stages.indexOf(stage)) % f.brands.length]!;
        const slugAt = (si: number) => {
          const size = f.sizes[si]![0];
          return slugOf(`${f.species} ${brandOf(si)} ${words}${size ? `, ${size}` : ''}`);
        };
        const brand = brandOf(0);
        f.sizes.forEach(([size, base], si) => {
          const name = `${brand} ${words}`;
          const slug = slugAt(si);
          const hash = createHash('sha256').update(slug).digest();
          // Every size at the product's brand and one spread of its own (its first size's), so
          // a bigger pack costs less per kg, as the family's sizes do (issue 55 item 6).
          const spread = createHash('sha256').update(slugAt(0)).digest()[0]! % 25;
          const price = shopPrice(base * (PREMIUM[brand] ?? 1) * (0.9 + spread / 100));
          const rated = hash[1]! % 10 !== 0;
          const ratingCount = rated ? 2 + ((hash[2]! * 7 + hash[3]!) % 380) : 0;
          out.push({
            slug,
            name,
            variantGroup: slugAt(0),
            variantLabel: size || (f.sizes.length > 1 ? 'Single' : ''),
            seededAs: {
              name: `${brandOf(si)} ${words}${size ? `, ${size}` : ''}`,
              brand: brandOf(si),
            },
            petspecies: f.species,
            category: f.category,
            brand,
            lifeStage: stage,
            price,
            averageRating: rated ? Math.round((3.2 + (hash[4]! % 18) / 10) * 10) / 10 : null,
            ratingCount,
            description: f.about
              .replace('{v}', variant.toLowerCase())
              .replace('{who}', who(f.species, stage))
              .replace('{size}', size || 'one size')
              .replace(/^./, (c) => c.toUpperCase()),
          });
        });
      }
    });
  }
  return out;
}

export const rangeProducts: RangeProduct[] = build();
