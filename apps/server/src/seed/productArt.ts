import { createHash } from 'node:crypto';
import type { PetSpecies, ProductCategory } from '@petverse/api/contract';

/**
 * Each product's own illustration, drawn from what it is: a motif chosen by the words of its
 * name (kibble bowl, pouch, jerky, bone, ball, rope, plush, harness, leash, bed, bottle, brush,
 * clipper, pill…), colours picked by its slug from the species' palettes, and its pack size on a
 * label. Small (about 1 KB), sized 400×400, the same for the same product every time.
 */
export interface ArtProduct {
  slug: string;
  name: string;
  petspecies: PetSpecies;
  category: ProductCategory;
}

const palettes: Record<PetSpecies, [bg: string, bg2: string, ink: string, accent: string][]> = {
  dog: [
    ['#fff1e6', '#ffd8b8', '#a33d06', '#f59e0b'],
    ['#fef3c7', '#fde68a', '#92400e', '#dc2626'],
    ['#fce7f3', '#fbcfe8', '#9d174d', '#f97316'],
    ['#ecfccb', '#d9f99d', '#3f6212', '#ea580c'],
  ],
  cat: [
    ['#e8f3f1', '#bfe3dc', '#075e55', '#0ea5e9'],
    ['#ede9fe', '#ddd6fe', '#5b21b6', '#14b8a6'],
    ['#e0f2fe', '#bae6fd', '#075985', '#a855f7'],
    ['#f1f5f9', '#e2e8f0', '#334155', '#0d9488'],
  ],
};

/** Motifs, each drawn around the centre of a 400×400 canvas in the ink colour (A = accent). */
const shapes = {
  bowl: '<path d="M110 220h180l-20 78a22 22 0 0 1-21 16H151a22 22 0 0 1-21-16z"/><ellipse cx="200" cy="220" rx="92" ry="18" opacity=".5"/><g fill="A"><circle cx="168" cy="204" r="13"/><circle cx="200" cy="196" r="14"/><circle cx="232" cy="204" r="13"/><circle cx="184" cy="186" r="11"/><circle cx="216" cy="186" r="11"/></g>',
  pouch:
    '<path d="M140 120h120l-8 190H148z"/><rect x="140" y="110" width="120" height="18" rx="6" fill="A"/><path d="M160 200q40 30 80 0" stroke="#fff" stroke-width="10" fill="none"/>',
  bag: '<path d="M130 130h140l12 190H118z"/><path d="M150 130q50-30 100 0" fill="none" stroke-width="10"/><circle cx="200" cy="220" r="34" fill="A"/>',
  jerky:
    '<g transform="rotate(-18 200 200)"><rect x="110" y="150" width="180" height="30" rx="14"/><rect x="120" y="195" width="170" height="28" rx="13" fill="A"/><rect x="105" y="238" width="175" height="28" rx="13"/></g>',
  bone: '<path d="M140 180a26 26 0 1 1 36-28l48 0a26 26 0 1 1 36 28 26 26 0 1 1-36 28l-48 0a26 26 0 1 1-36-28z" transform="rotate(-20 200 180)"/>',
  biscuit:
    '<circle cx="165" cy="190" r="42"/><circle cx="240" cy="225" r="42" fill="A"/><g fill="#fff" opacity=".7"><circle cx="155" cy="180" r="5"/><circle cx="175" cy="200" r="5"/><circle cx="232" cy="215" r="5"/><circle cx="250" cy="236" r="5"/></g>',
  ball: '<circle cx="200" cy="200" r="80"/><path d="M130 165q70 40 140 0M130 235q70-40 140 0" fill="none" stroke="#fff" stroke-width="10" opacity=".85"/>',
  rope: '<path d="M110 230q45-90 90-20t90-30" fill="none" stroke-width="26" stroke-linecap="round"/><circle cx="110" cy="230" r="22" fill="A"/><circle cx="290" cy="180" r="22" fill="A"/>',
  plush:
    '<ellipse cx="200" cy="220" rx="78" ry="64"/><circle cx="150" cy="160" r="30"/><circle cx="250" cy="160" r="30"/><g fill="#fff"><circle cx="178" cy="208" r="8"/><circle cx="222" cy="208" r="8"/></g><ellipse cx="200" cy="238" rx="16" ry="10" fill="A"/>',
  puzzle:
    '<rect x="110" y="140" width="180" height="130" rx="22"/><g fill="A"><circle cx="155" cy="185" r="18"/><circle cx="200" cy="185" r="18"/><circle cx="245" cy="185" r="18"/><circle cx="155" cy="228" r="18"/><circle cx="245" cy="228" r="18"/></g>',
  wand: '<path d="M120 300L250 150" stroke-width="10"/><path d="M250 150q40-30 30 30q-10-30-30-30z" fill="A"/><path d="M250 150q-10-50 40-40q-30 10-40 40z" fill="A"/>',
  harness:
    '<path d="M120 170q80-60 160 0v60q-80 60-160 0z" fill="none" stroke-width="24"/><rect x="180" y="180" width="40" height="40" rx="8" fill="A"/>',
  leash:
    '<circle cx="140" cy="150" r="34" fill="none" stroke-width="16"/><path d="M165 175q60 40 40 100t60 30" fill="none" stroke-width="14"/><rect x="250" y="290" width="34" height="24" rx="6" fill="A"/>',
  collar:
    '<ellipse cx="200" cy="200" rx="90" ry="50" fill="none" stroke-width="26"/><circle cx="200" cy="262" r="22" fill="A"/>',
  bed: '<rect x="100" y="200" width="200" height="80" rx="38"/><rect x="125" y="180" width="150" height="50" rx="25" fill="A"/>',
  coat: '<path d="M150 130h100l40 60-30 20v90H140v-90l-30-20z"/><path d="M200 130v170" stroke="#fff" stroke-width="6"/>',
  bottle:
    '<rect x="160" y="110" width="80" height="36" rx="8" fill="A"/><rect x="140" y="140" width="120" height="170" rx="26"/><path d="M170 200h60M170 230h60" stroke="#fff" stroke-width="10" stroke-linecap="round"/>',
  brush:
    '<rect x="140" y="120" width="120" height="70" rx="20"/><rect x="188" y="185" width="24" height="125" rx="12" fill="A"/><path d="M155 190v24M172 190v24M189 190v24M206 190v24M223 190v24M240 190v24" stroke-width="6"/>',
  clipper:
    '<path d="M140 130l60 80 60-80" fill="none" stroke-width="20" stroke-linecap="round"/><circle cx="165" cy="260" r="32" fill="none" stroke-width="16"/><circle cx="235" cy="260" r="32" fill="A"/>',
  litter:
    '<path d="M110 200h180l-18 90H128z"/><g fill="A"><circle cx="160" cy="190" r="10"/><circle cx="190" cy="182" r="10"/><circle cx="220" cy="190" r="10"/><circle cx="246" cy="184" r="10"/></g>',
  scratcher:
    '<rect x="180" y="110" width="40" height="180" rx="10"/><rect x="120" y="290" width="160" height="24" rx="8" fill="A"/><path d="M180 140h40M180 170h40M180 200h40M180 230h40M180 260h40" stroke="#fff" stroke-width="5"/>',
  pill: '<g transform="rotate(-30 200 200)"><rect x="120" y="170" width="160" height="60" rx="30"/><rect x="200" y="170" width="80" height="60" rx="30" fill="A"/></g><circle cx="140" cy="270" r="20" fill="A"/>',
  drop: '<path d="M200 110q70 90 70 140a70 70 0 0 1-140 0q0-50 70-140z"/><path d="M175 250a25 25 0 0 0 25 25" stroke="#fff" stroke-width="10" fill="none"/>',
  cross:
    '<rect x="120" y="140" width="160" height="120" rx="24"/><path d="M200 165v70M165 200h70" stroke="#fff" stroke-width="22" stroke-linecap="round"/>',
} as const;
type Shape = keyof typeof shapes;

/** Words of a name → motif, first match wins; otherwise the category's own. */
const byWords: [RegExp, Shape][] = [
  [/pouch|gravy|wet|can\b|tin\b|pate|broth/i, 'pouch'],
  [/kibble|dry|food|meal|starter|formula/i, 'bowl'],
  [/jerky|strip|stick/i, 'jerky'],
  [/bone|chew/i, 'bone'],
  [/biscuit|cookie|bites|treat|crunch/i, 'biscuit'],
  [/rope|tug/i, 'rope'],
  [/ball|launcher/i, 'ball'],
  [/plush|elephant|mouse|toy/i, 'plush'],
  [/puzzle|feeder|slow/i, 'puzzle'],
  [/wand|teaser|feather/i, 'wand'],
  [/harness/i, 'harness'],
  [/leash|lead/i, 'leash'],
  [/collar|tag|bell/i, 'collar'],
  [/bed|cushion|mat\b/i, 'bed'],
  [/coat|jacket|sweater/i, 'coat'],
  [/bowl|fountain/i, 'bowl'],
  [/litter/i, 'litter'],
  [/scratch/i, 'scratcher'],
  [/shampoo|spray|wipes|conditioner|lotion/i, 'bottle'],
  [/brush|comb|deshedd/i, 'brush'],
  [/clipper|trimmer|nail/i, 'clipper'],
  [/tick|flea|drop/i, 'drop'],
  [/tablet|vitamin|supplement|probiotic|syrup|pill|deworm/i, 'pill'],
];
const byCategory: Record<ProductCategory, Shape> = {
  food: 'bag',
  treats: 'biscuit',
  toys: 'ball',
  accessories: 'collar',
  grooming: 'bottle',
  health: 'cross',
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pack size written in a name ('3 kg', '200 g', '12'), for the label. */
const packSize = (name: string) =>
  /(\d+(?:\.\d+)?\s?(?:kg|g|ml|l)\b)/i.exec(name)?.[1] ??
  /\b(Small|Medium|Large)\b/i.exec(name)?.[1];

/** The SVG of one product. */
export function productArt(product: ArtProduct): string {
  const hash = createHash('sha256').update(product.slug).digest();
  const palette = palettes[product.petspecies];
  const [bg, bg2, ink, accent] = palette[hash[0]! % palette.length]!;
  const shape =
    byWords.find(([words]) => words.test(product.name))?.[1] ?? byCategory[product.category];
  const tilt = (hash[1]! % 13) - 6;
  const dots = Array.from({ length: 5 }, (_, i) => {
    const x = 30 + ((hash[2 + i]! * 7) % 340);
    const y = 30 + ((hash[8 + i]! * 5) % 80) + (i % 2) * 270;
    return `<circle cx="${x}" cy="${y}" r="${4 + (hash[14 + i]! % 7)}"/>`;
  }).join('');
  const size = packSize(product.name);
  const label = size
    ? `<g transform="translate(268 318)"><rect width="112" height="44" rx="22" fill="#fff" opacity=".92"/><text x="56" y="29" text-anchor="middle" font-family="system-ui,sans-serif" font-size="20" font-weight="700" fill="${ink}">${escapeXml(size)}</text></g>`
    : '';
  const motif = shapes[shape].replaceAll('fill="A"', `fill="${accent}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(product.name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/><g fill="${accent}" opacity=".25">${dots}</g><g transform="rotate(${tilt} 200 200)" fill="${ink}" stroke="${ink}">${motif}</g>${label}</svg>`;
}

/** Where a product's own artwork is served. */
export const productArtUrl = (slug: string) => `/api/media/art/p/${slug}.webp`;
