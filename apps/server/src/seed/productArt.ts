import { createHash } from 'node:crypto';
import type { LifeStage, PetSpecies, ProductCategory } from '@petverse/api/contract';

/**
 * Each product's own illustration, drawn from what it is. The thing itself, chosen within the
 * product's category by whole words of its name: a bag of kibble, a can of wet food, a shampoo
 * bottle, a blister of tablets, a rope toy, a collar… (first match wins; 'Oatmeal Shampoo' is a
 * bottle, never a bowl of 'meal'). A pack carries a label with its brand, its flavour (a drumstick,
 * a fish, a leaf…) and who it is for (PUPPY, SENIOR); anything else a hang tag with its brand.
 * Colours come from the brand, the background from the species, and the pack size goes on a
 * badge, so two products of one category never look alike. About 2 KB, 400×400, the same for the
 * same product every time.
 */
export interface ArtProduct {
  slug: string;
  name: string;
  petspecies: PetSpecies;
  category: ProductCategory;
  brand?: string | undefined;
  lifeStage?: LifeStage | undefined;
}

/** Ink (outlines, text), body (the pack or the thing) and accent of a brand. */
type Colours = { ink: string; body: string; accent: string };
const BRAND_COLOURS: Record<string, Colours> = {
  Pawfect: { ink: '#7c2d12', body: '#f97316', accent: '#fde047' },
  'Desi Bowl': { ink: '#14532d', body: '#16a34a', accent: '#facc15' },
  'Himalayan Paws': { ink: '#1e3a8a', body: '#3b82f6', accent: '#e0f2fe' },
  Zib: { ink: '#581c87', body: '#a855f7', accent: '#f0abfc' },
  TailCraft: { ink: '#7f1d1d', body: '#dc2626', accent: '#fecaca' },
  Whiskerly: { ink: '#134e4a', body: '#14b8a6', accent: '#fef08a' },
  'Purrfect Day': { ink: '#831843', body: '#ec4899', accent: '#fbcfe8' },
  VetWise: { ink: '#0c4a6e', body: '#0ea5e9', accent: '#bbf7d0' },
};
const OTHER_COLOURS: Colours[] = [
  { ink: '#3f3f46', body: '#f59e0b', accent: '#fef3c7' },
  { ink: '#1e293b', body: '#64748b', accent: '#e2e8f0' },
];
const BACKGROUNDS: Record<PetSpecies, [string, string]> = {
  dog: ['#fff7ed', '#fed7aa'],
  cat: ['#f0fdfa', '#a7f3d0'],
};

/**
 * A motif: what it draws (in the brand's colours: `I` ink, `B` body, `A` accent), and for a pack
 * where its label goes (`label`: centre x, top y, width), else its hang tag.
 */
interface Motif {
  svg: string;
  label?: [x: number, y: number, width: number];
}
const motifs = {
  // Packs
  bag: {
    svg: '<path d="M120 110h160l14 210H106z" fill="B"/><path d="M120 110l20-18h120l20 18" fill="I"/><rect x="150" y="262" width="100" height="40" rx="14" fill="A"/><g fill="I"><circle cx="172" cy="283" r="9"/><circle cx="200" cy="279" r="9"/><circle cx="228" cy="284" r="9"/></g>',
    label: [200, 170, 150],
  },
  can: {
    svg: '<rect x="120" y="120" width="160" height="190" rx="14" fill="B"/><ellipse cx="200" cy="122" rx="80" ry="16" fill="A" stroke="I" stroke-width="6"/><path d="M120 290h160" stroke="I" stroke-width="6"/>',
    label: [200, 170, 150],
  },
  tub: {
    svg: '<rect x="118" y="104" width="164" height="40" rx="10" fill="I"/><path d="M126 144h148l-10 170H136z" fill="B"/>',
    label: [200, 175, 130],
  },
  sack: {
    svg: '<path d="M118 110q82-26 164 0l18 200q-100 26-200 0z" fill="B"/><path d="M118 110q82 22 164 0" fill="none" stroke="I" stroke-width="8"/><g fill="A"><circle cx="160" cy="280" r="7"/><circle cx="182" cy="290" r="7"/><circle cx="206" cy="282" r="7"/><circle cx="228" cy="292" r="7"/><circle cx="246" cy="280" r="7"/></g>',
    label: [200, 170, 150],
  },
  bottle: {
    svg: '<rect x="178" y="86" width="44" height="40" rx="6" fill="I"/><path d="M150 140q0-18 18-18h64q18 0 18 18v168q0 14-14 14h-72q-14 0-14-14z" fill="B"/>',
    label: [200, 180, 96],
  },
  dropper: {
    svg: '<rect x="186" y="80" width="28" height="50" rx="12" fill="I"/><rect x="176" y="124" width="48" height="22" rx="4" fill="A" stroke="I" stroke-width="4"/><rect x="160" y="146" width="80" height="164" rx="18" fill="B"/>',
    label: [200, 190, 76],
  },
  tube: {
    svg: '<path d="M160 96h80l14 190-24 30h-60l-24-30z" fill="B"/><rect x="178" y="300" width="44" height="30" rx="6" fill="I"/><path d="M160 96h80" stroke="I" stroke-width="10"/>',
    label: [200, 160, 96],
  },
  blister: {
    svg: '<rect x="110" y="130" width="180" height="170" rx="16" fill="B"/><g fill="A" stroke="I" stroke-width="4"><circle cx="150" cy="260" r="16"/><circle cx="200" cy="260" r="16"/><circle cx="250" cy="260" r="16"/></g>',
    label: [200, 146, 150],
  },
  box: {
    svg: '<rect x="106" y="140" width="188" height="160" rx="12" fill="B"/><path d="M170 140q30-24 60 0" fill="none" stroke="I" stroke-width="10"/>',
    label: [200, 175, 150],
  },
  syrup: {
    svg: '<rect x="174" y="90" width="52" height="30" rx="6" fill="I"/><rect x="150" y="120" width="100" height="190" rx="20" fill="B"/><path d="M262 250h40l-6 50h-28z" fill="A" stroke="I" stroke-width="5"/>',
    label: [200, 170, 86],
  },
  pipette: {
    svg: '<g transform="rotate(-35 200 210)"><rect x="185" y="100" width="30" height="160" rx="12" fill="B"/><path d="M185 250h30l-15 50z" fill="I"/><rect x="178" y="92" width="44" height="20" rx="6" fill="I"/></g><rect x="120" y="250" width="160" height="60" rx="12" fill="A" stroke="I" stroke-width="4"/>',
    label: [200, 262, 140],
  },
  spray: {
    svg: '<path d="M176 96h44v24h30v16h-74z" fill="I"/><rect x="156" y="136" width="88" height="176" rx="22" fill="B"/>',
    label: [200, 185, 80],
  },
  // Things
  jerky: {
    svg: '<g transform="rotate(-18 200 200)" fill="B" stroke="I" stroke-width="5"><rect x="110" y="150" width="180" height="30" rx="14"/><rect x="120" y="195" width="170" height="28" rx="13"/><rect x="105" y="238" width="175" height="28" rx="13"/></g>',
  },
  bone: {
    svg: '<path d="M140 180a26 26 0 1 1 36-28l48 0a26 26 0 1 1 36 28 26 26 0 1 1-36 28l-48 0a26 26 0 1 1-36-28z" transform="rotate(-20 200 180)" fill="B" stroke="I" stroke-width="6"/>',
  },
  stick: {
    svg: '<g transform="rotate(-30 200 200)" fill="B" stroke="I" stroke-width="5"><rect x="100" y="170" width="200" height="26" rx="13"/><rect x="112" y="210" width="190" height="26" rx="13"/></g><path d="M130 170l140 60" stroke="A" stroke-width="6"/>',
  },
  biscuit: {
    svg: '<circle cx="165" cy="190" r="44" fill="B" stroke="I" stroke-width="6"/><circle cx="240" cy="228" r="44" fill="A" stroke="I" stroke-width="6"/><g fill="I"><circle cx="155" cy="180" r="5"/><circle cx="178" cy="202" r="5"/><circle cx="232" cy="218" r="5"/><circle cx="252" cy="240" r="5"/></g>',
  },
  roll: {
    svg: '<g fill="B" stroke="I" stroke-width="6"><rect x="110" y="160" width="180" height="40" rx="20"/><rect x="120" y="220" width="170" height="40" rx="20"/></g><g fill="A"><circle cx="130" cy="180" r="12"/><circle cx="140" cy="240" r="12"/></g>',
  },
  ball: {
    svg: '<circle cx="200" cy="200" r="82" fill="B" stroke="I" stroke-width="6"/><path d="M128 165q72 40 144 0M128 235q72-40 144 0" fill="none" stroke="A" stroke-width="10"/>',
  },
  launcher: {
    svg: '<path d="M120 300L250 130" stroke="I" stroke-width="18" stroke-linecap="round"/><path d="M238 118a40 40 0 1 1 40 40" fill="none" stroke="I" stroke-width="14"/><circle cx="275" cy="120" r="30" fill="B"/><circle cx="150" cy="150" r="26" fill="A" stroke="I" stroke-width="5"/>',
  },
  rope: {
    svg: '<path d="M110 230q45-90 90-20t90-30" fill="none" stroke="B" stroke-width="28" stroke-linecap="round"/><path d="M110 230q45-90 90-20t90-30" fill="none" stroke="A" stroke-width="6" stroke-dasharray="14 10"/><circle cx="110" cy="230" r="24" fill="I"/><circle cx="290" cy="180" r="24" fill="I"/>',
  },
  plush: {
    svg: '<ellipse cx="200" cy="225" rx="82" ry="66" fill="B" stroke="I" stroke-width="6"/><circle cx="150" cy="160" r="30" fill="B" stroke="I" stroke-width="6"/><circle cx="250" cy="160" r="30" fill="B" stroke="I" stroke-width="6"/><g fill="I"><circle cx="178" cy="212" r="8"/><circle cx="222" cy="212" r="8"/></g><ellipse cx="200" cy="242" rx="16" ry="10" fill="A"/>',
  },
  mouse: {
    svg: '<path d="M110 250q0-80 90-80t90 80z" fill="B" stroke="I" stroke-width="6"/><circle cx="150" cy="180" r="22" fill="A" stroke="I" stroke-width="5"/><path d="M290 250q40 0 40 40" fill="none" stroke="I" stroke-width="6"/><circle cx="140" cy="220" r="6" fill="I"/>',
  },
  disc: {
    svg: '<ellipse cx="200" cy="210" rx="110" ry="56" fill="B" stroke="I" stroke-width="6"/><ellipse cx="200" cy="200" rx="60" ry="26" fill="none" stroke="A" stroke-width="8"/>',
  },
  mat: {
    svg: '<rect x="100" y="150" width="200" height="130" rx="30" fill="B" stroke="I" stroke-width="6"/><g fill="A"><circle cx="140" cy="190" r="14"/><circle cx="180" cy="230" r="14"/><circle cx="220" cy="190" r="14"/><circle cx="260" cy="235" r="14"/><circle cx="150" cy="250" r="12"/></g>',
  },
  puzzle: {
    svg: '<rect x="110" y="140" width="180" height="130" rx="22" fill="B" stroke="I" stroke-width="6"/><g fill="A" stroke="I" stroke-width="4"><circle cx="155" cy="185" r="18"/><circle cx="200" cy="185" r="18"/><circle cx="245" cy="185" r="18"/><circle cx="155" cy="228" r="18"/><circle cx="245" cy="228" r="18"/></g>',
  },
  ring: {
    svg: '<circle cx="200" cy="200" r="80" fill="none" stroke="B" stroke-width="36"/><circle cx="200" cy="200" r="80" fill="none" stroke="A" stroke-width="6" stroke-dasharray="8 16"/>',
  },
  wand: {
    svg: '<path d="M120 300L250 150" stroke="I" stroke-width="10"/><path d="M250 150q40-30 30 30q-10-30-30-30z" fill="B"/><path d="M250 150q-10-50 40-40q-30 10-40 40z" fill="A"/>',
  },
  laser: {
    svg: '<rect x="130" y="170" width="110" height="60" rx="18" fill="B" stroke="I" stroke-width="6"/><path d="M240 200L320 150" stroke="#ef4444" stroke-width="6"/><circle cx="322" cy="148" r="10" fill="#ef4444"/><circle cx="170" cy="200" r="10" fill="A"/>',
  },
  tunnel: {
    svg: '<path d="M100 250q0-110 100-110t100 110" fill="none" stroke="B" stroke-width="56"/><path d="M100 250q0-110 100-110t100 110" fill="none" stroke="I" stroke-width="4" stroke-dasharray="4 18"/>',
  },
  coil: {
    svg: '<path d="M120 240q20-60 40 0t40 0 40 0 40 0" fill="none" stroke="B" stroke-width="16" stroke-linecap="round"/><path d="M120 200q20-60 40 0t40 0 40 0 40 0" fill="none" stroke="A" stroke-width="10" stroke-linecap="round"/>',
  },
  fish: {
    svg: '<path d="M110 200q80-80 160 0-80 80-160 0z" fill="B" stroke="I" stroke-width="6"/><path d="M270 200l40-40v80z" fill="A" stroke="I" stroke-width="6"/><circle cx="145" cy="192" r="8" fill="I"/>',
  },
  harness: {
    svg: '<path d="M120 170q80-60 160 0v60q-80 60-160 0z" fill="none" stroke="B" stroke-width="26"/><rect x="180" y="180" width="40" height="40" rx="8" fill="A" stroke="I" stroke-width="5"/>',
  },
  leash: {
    svg: '<circle cx="140" cy="150" r="34" fill="none" stroke="B" stroke-width="16"/><path d="M165 175q60 40 40 100t60 30" fill="none" stroke="B" stroke-width="14"/><rect x="250" y="290" width="34" height="24" rx="6" fill="I"/>',
  },
  reel: {
    svg: '<path d="M110 210a70 70 0 1 1 120 50l-30 40h-40z" fill="B" stroke="I" stroke-width="6"/><circle cx="170" cy="200" r="24" fill="A"/><path d="M230 250q50 20 80 60" fill="none" stroke="I" stroke-width="6"/>',
  },
  collar: {
    svg: '<ellipse cx="200" cy="200" rx="92" ry="52" fill="none" stroke="B" stroke-width="26"/><circle cx="200" cy="265" r="22" fill="A" stroke="I" stroke-width="5"/>',
  },
  bowl: {
    svg: '<path d="M110 210h180l-22 86a22 22 0 0 1-21 16H153a22 22 0 0 1-21-16z" fill="B" stroke="I" stroke-width="6"/><ellipse cx="200" cy="210" rx="90" ry="18" fill="A" stroke="I" stroke-width="6"/>',
  },
  stand: {
    svg: '<rect x="100" y="170" width="200" height="30" rx="8" fill="I"/><path d="M120 200v100M280 200v100" stroke="I" stroke-width="14"/><g fill="B"><ellipse cx="155" cy="168" rx="36" ry="12"/><ellipse cx="245" cy="168" rx="36" ry="12"/></g>',
  },
  fountain: {
    svg: '<path d="M120 230h160l-16 70H136z" fill="B" stroke="I" stroke-width="6"/><path d="M200 230v-80" stroke="I" stroke-width="10"/><path d="M200 150q-40 20-50 70M200 150q40 20 50 70" fill="none" stroke="A" stroke-width="8"/>',
  },
  bed: {
    svg: '<rect x="100" y="200" width="200" height="80" rx="38" fill="B" stroke="I" stroke-width="6"/><rect x="125" y="180" width="150" height="50" rx="25" fill="A"/>',
  },
  donut: {
    svg: '<ellipse cx="200" cy="220" rx="110" ry="70" fill="B" stroke="I" stroke-width="6"/><ellipse cx="200" cy="210" rx="56" ry="30" fill="A"/>',
  },
  cave: {
    svg: '<path d="M100 290v-70a100 100 0 0 1 200 0v70z" fill="B" stroke="I" stroke-width="6"/><path d="M160 290v-50a40 40 0 0 1 80 0v50z" fill="I"/>',
  },
  coat: {
    svg: '<path d="M150 130h100l40 60-30 20v90H140v-90l-30-20z" fill="B" stroke="I" stroke-width="6"/><path d="M200 130v170" stroke="A" stroke-width="8"/>',
  },
  sweater: {
    svg: '<path d="M150 130h100l40 60-30 20v90H140v-90l-30-20z" fill="B" stroke="I" stroke-width="6"/><path d="M140 240h120M140 262h120" stroke="A" stroke-width="10"/>',
  },
  crate: {
    svg: '<rect x="100" y="140" width="200" height="160" rx="16" fill="B" stroke="I" stroke-width="6"/><path d="M160 180v80M190 180v80M220 180v80M250 180v80" stroke="I" stroke-width="6"/><rect x="140" y="124" width="120" height="20" rx="8" fill="A"/>',
  },
  seat: {
    svg: '<path d="M110 300l20-150h140l20 150z" fill="B" stroke="I" stroke-width="6"/><path d="M130 150q70-40 140 0" fill="none" stroke="A" stroke-width="10"/>',
  },
  carrier: {
    svg: '<rect x="100" y="160" width="200" height="140" rx="24" fill="B" stroke="I" stroke-width="6"/><path d="M150 160q50-60 100 0" fill="none" stroke="I" stroke-width="12"/><rect x="130" y="190" width="70" height="80" rx="10" fill="A"/>',
  },
  post: {
    svg: '<rect x="180" y="110" width="40" height="180" rx="10" fill="B"/><rect x="120" y="290" width="160" height="24" rx="8" fill="I"/><path d="M180 140h40M180 170h40M180 200h40M180 230h40M180 260h40" stroke="A" stroke-width="5"/>',
  },
  scratcher: {
    svg: '<path d="M100 270q100-90 200 0z" fill="B" stroke="I" stroke-width="6"/><path d="M130 255l20-20M160 240l20-20M200 232l0-26M240 240l-20-20M270 255l-20-20" stroke="A" stroke-width="6"/>',
  },
  tree: {
    svg: '<rect x="190" y="120" width="20" height="180" fill="I"/><rect x="120" y="290" width="160" height="24" rx="8" fill="I"/><rect x="130" y="200" width="90" height="22" rx="8" fill="B"/><rect x="180" y="120" width="100" height="22" rx="8" fill="B"/><circle cx="250" cy="230" r="16" fill="A"/>',
  },
  litterbox: {
    svg: '<path d="M110 200h180l-18 100H128z" fill="B" stroke="I" stroke-width="6"/><path d="M120 200q80-90 160 0" fill="A" stroke="I" stroke-width="6"/><circle cx="200" cy="180" r="18" fill="I"/>',
  },
  hammock: {
    svg: '<rect x="110" y="120" width="180" height="20" rx="8" fill="I"/><path d="M120 140q80 140 160 0" fill="B" stroke="I" stroke-width="6"/><path d="M120 140l-10 30M280 140l10 30" stroke="A" stroke-width="10"/>',
  },
  brush: {
    svg: '<rect x="140" y="120" width="120" height="70" rx="20" fill="B" stroke="I" stroke-width="5"/><rect x="188" y="185" width="24" height="125" rx="12" fill="I"/><path d="M155 190v24M172 190v24M189 190v24M206 190v24M223 190v24M240 190v24" stroke="A" stroke-width="6"/>',
  },
  comb: {
    svg: '<rect x="110" y="150" width="180" height="40" rx="10" fill="B" stroke="I" stroke-width="5"/><path d="M125 190v70M145 190v70M165 190v70M185 190v70M205 190v70M225 190v70M245 190v70M265 190v70" stroke="I" stroke-width="7"/>',
  },
  clipper: {
    svg: '<path d="M140 130l60 80 60-80" fill="none" stroke="I" stroke-width="20" stroke-linecap="round"/><circle cx="165" cy="260" r="32" fill="none" stroke="B" stroke-width="16"/><circle cx="235" cy="260" r="32" fill="none" stroke="B" stroke-width="16"/>',
  },
  glove: {
    svg: '<path d="M140 300v-120q0-20 20-20v-50a14 14 0 0 1 28 0v40h6v-54a14 14 0 0 1 28 0v54h6v-46a14 14 0 0 1 28 0v80l20-20a14 14 0 0 1 20 20l-40 60v56z" fill="B" stroke="I" stroke-width="6"/><g fill="A"><circle cx="180" cy="230" r="6"/><circle cx="210" cy="250" r="6"/><circle cx="240" cy="230" r="6"/></g>',
  },
  toothbrush: {
    svg: '<g transform="rotate(-30 200 200)"><rect x="100" y="190" width="200" height="22" rx="11" fill="B"/><rect x="250" y="168" width="40" height="24" rx="4" fill="A" stroke="I" stroke-width="4"/></g><path d="M120 290h110l16 14-16 14H120z" fill="I"/>',
  },
  wipes: {
    svg: '<rect x="110" y="150" width="180" height="150" rx="26" fill="B"/><ellipse cx="200" cy="175" rx="50" ry="14" fill="I"/><path d="M180 175q20-40 40 0" fill="#fff"/>',
    label: [200, 205, 150],
  },
  tin: {
    svg: '<rect x="120" y="170" width="160" height="120" rx="14" fill="B"/><rect x="112" y="150" width="176" height="36" rx="12" fill="I"/>',
    label: [200, 205, 130],
  },
} satisfies Record<string, Motif>;
type Shape = keyof typeof motifs;

/** Within each category, whole words of a name → the thing; the last entry is the category's own. */
const byCategory: Record<ProductCategory, [RegExp, Shape][]> = {
  food: [
    [/\b(gravy|jelly|pate|wet|chunks|broth)\b/i, 'can'],
    [/./, 'bag'],
  ],
  treats: [
    [/\bjerky\b/i, 'jerky'],
    [/\bbones?\b/i, 'bone'],
    [/\b(sticks?|chews?)\b/i, 'stick'],
    [/\b(biscuits?|cookies?)\b/i, 'biscuit'],
    [/\brolls?\b/i, 'roll'],
    [/\blickable\b/i, 'tube'],
    [/./, 'tub'],
  ],
  toys: [
    [/\b(rope|tug)\b/i, 'rope'],
    [/\blauncher\b/i, 'launcher'],
    [/\bballs?\b/i, 'ball'],
    [/\bbone\b/i, 'bone'],
    [/\b(mouse|mice)\b/i, 'mouse'],
    [/\b(plush|duck|elephant)\b/i, 'plush'],
    [/\bdisc\b/i, 'disc'],
    [/\b(snuffle|mat)\b/i, 'mat'],
    [/\b(puzzle|dispenser|feeder)\b/i, 'puzzle'],
    [/\bring\b/i, 'ring'],
    [/\b(wand|teaser|feather)\b/i, 'wand'],
    [/\blaser\b/i, 'laser'],
    [/\btunnel\b/i, 'tunnel'],
    [/\b(spring|coil)\b/i, 'coil'],
    [/\b(kicker|fish)\b/i, 'fish'],
    [/./, 'ball'],
  ],
  accessories: [
    [/\bharness\b/i, 'harness'],
    [/\bretractable\b/i, 'reel'],
    [/\b(leash|lead)\b/i, 'leash'],
    [/\bcollar\b/i, 'collar'],
    [/\b(stand|elevated)\b/i, 'stand'],
    [/\bfountain\b/i, 'fountain'],
    [/\bbowls?\b/i, 'bowl'],
    [/\bcave\b/i, 'cave'],
    [/\b(donut|calming)\b/i, 'donut'],
    [/\bbed\b/i, 'bed'],
    [/\b(raincoat|coat|jacket)\b/i, 'coat'],
    [/\bsweater\b/i, 'sweater'],
    [/\bcrate\b/i, 'crate'],
    [/\bseat\b/i, 'seat'],
    [/\bcarrier\b/i, 'carrier'],
    [/\bpost\b/i, 'post'],
    [/\b(scratcher|cardboard)\b/i, 'scratcher'],
    [/\b(tree|tower)\b/i, 'tree'],
    [/\blitter box\b/i, 'litterbox'],
    [/\blitter\b/i, 'sack'],
    [/\bhammock\b/i, 'hammock'],
    [/./, 'collar'],
  ],
  grooming: [
    [/\b(shampoo|conditioner)\b/i, 'bottle'],
    [/\b(toothbrush|paste)\b/i, 'toothbrush'],
    [/\bbrush\b/i, 'brush'],
    [/\b(deshedding|comb)\b/i, 'comb'],
    [/\b(clipper|nail)\b/i, 'clipper'],
    [/\bbalm\b/i, 'tin'],
    [/\bear cleaner\b/i, 'dropper'],
    [/\bwipes\b/i, 'wipes'],
    [/\bglove\b/i, 'glove'],
    [/\bgel\b/i, 'tube'],
    [/./, 'bottle'],
  ],
  health: [
    [/\bspot-on\b/i, 'pipette'],
    [/\btablets?\b/i, 'blister'],
    [/\b(syrup|tonic)\b/i, 'syrup'],
    [/\b(powder|replacer|chews)\b/i, 'tub'],
    [/\b(oil|drops)\b/i, 'dropper'],
    [/\bspray\b/i, 'spray'],
    [/\bgel\b/i, 'tube'],
    [/\bcollar\b/i, 'collar'],
    [/./, 'blister'],
  ],
};

/** The flavour a name says, as a small icon on the pack's label (drawn at 0,0, ~36 px). */
const flavours: [RegExp, string][] = [
  [
    /\b(chicken|turkey)\b/i,
    '<path d="M-8 8l-12 12m6-18a14 14 0 1 1 14 14z" fill="#b45309" stroke="#78350f" stroke-width="3"/>',
  ],
  [
    /\b(fish|salmon|tuna|mackerel|ocean)\b/i,
    '<path d="M-18 0q14-14 28 0-14 14-28 0zM10 0l10-10v20z" fill="#0284c7"/>',
  ],
  [
    /\b(lamb|mutton|yak)\b/i,
    '<g fill="#f5f5f4" stroke="#57534e" stroke-width="3"><circle cx="-6" cy="0" r="12"/><circle cx="8" cy="-4" r="10"/></g>',
  ],
  [/\begg\b/i, '<ellipse rx="12" ry="15" fill="#fef3c7" stroke="#a16207" stroke-width="3"/>'],
  [
    /\b(vegetarian|potato|banana|oat|peanut|catnip|pumpkin)\b/i,
    '<path d="M-14 12q0-26 28-26 0 26-28 26z" fill="#22c55e" stroke="#166534" stroke-width="3"/>',
  ],
];

const STAGES: Record<PetSpecies, Partial<Record<LifeStage, string>>> = {
  dog: { young: 'PUPPY', adult: 'ADULT', senior: 'SENIOR' },
  cat: { young: 'KITTEN', adult: 'ADULT', senior: 'SENIOR' },
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text that fits `width` px: the font shrinks for long brand names. */
const fitted = (text: string, x: number, y: number, width: number, max: number, fill: string) => {
  const size = Math.min(max, Math.floor(width / (text.length * 0.62)));
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" font-weight="800" fill="${fill}">${escapeXml(text)}</text>`;
};

/** The size or edition a name ends with ('…, 3 kg', '…, Deluxe', '…, pack of 12'), for its badge. */
const packSize = (name: string) => /,\s*([^,]{1,14})$/.exec(name)?.[1];

/** Words that say nothing about which product it is among its kind. */
const GENERIC =
  /\b(for|with|dog|dogs|cat|cats|food|dry|wet|treats|toy|puppy|kitten|adult|senior|pack|of|and|in)\b/gi;

/** What a product is among its kind, in a word or two ('Deworming', 'Chicken & Egg'). */
const titleOf = (product: Pick<ArtProduct, 'name' | 'brand'>) =>
  ownWords(product)
    .replace(/,.*$/, '')
    .replace(GENERIC, ' ')
    .replace(/\s+&\s+/g, ' & ')
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .join(' ')
    .replace(/\s*&$/, '');

/** A name's own words, without the brand it starts with ('Desi Bowl Litter Box' is no bowl). */
const ownWords = ({ name, brand }: Pick<ArtProduct, 'name' | 'brand'>) =>
  brand && name.startsWith(`${brand} `) ? name.slice(brand.length + 1) : name;

/** What a product is drawn as (its motif), from its category and the words of its name. */
export const artShapeOf = (product: Pick<ArtProduct, 'name' | 'category' | 'brand'>): Shape => {
  const words = ownWords(product);
  return byCategory[product.category].find(([pattern]) => pattern.test(words))![1];
};

/** The SVG of one product. */
export function productArt(product: ArtProduct): string {
  const hash = createHash('sha256').update(product.slug).digest();
  const colours =
    BRAND_COLOURS[product.brand ?? ''] ?? OTHER_COLOURS[hash[0]! % OTHER_COLOURS.length]!;
  const { ink, body, accent } = colours;
  const [bg, bg2] = BACKGROUNDS[product.petspecies];
  const shape = artShapeOf(product);
  const motif: Motif = motifs[shape];
  const drawing = motif.svg.replace(/"([IBA])"/g, (_, role: string) =>
    role === 'I' ? `"${ink}"` : role === 'B' ? `"${body}"` : `"${accent}"`,
  );
  const brand = product.brand || product.name.split(/\s+/)[0]!;
  const title = titleOf(product);
  let label = '';
  let tag = '';
  if (motif.label) {
    // The pack's label: brand, what it is, and its flavour and who it is for.
    const [x, y, width] = motif.label;
    const flavour = flavours.find(([words]) => words.test(ownWords(product)))?.[1];
    const stage = STAGES[product.petspecies][product.lifeStage ?? 'all'];
    label =
      `<rect x="${x - width / 2}" y="${y}" width="${width}" height="${stage || flavour ? 92 : 62}" rx="10" fill="#fff"/>` +
      fitted(brand, x, y + 26, width - 16, 22, ink) +
      fitted(title, x, y + 48, width - 14, 15, '#3f3f46') +
      (flavour
        ? `<g transform="translate(${x - (stage ? 30 : 0)} ${y + 72})">${flavour}</g>`
        : '') +
      (stage ? fitted(stage, x + (flavour ? 22 : 0), y + 80, 64, 15, body) : '');
  } else {
    // A hang tag at the bottom left: brand, and what it is.
    const width = Math.min(200, 28 + Math.max(brand.length * 11, title.length * 8));
    tag = `<g transform="translate(20 306)"><rect width="${width}" height="64" rx="16" fill="#fff" opacity=".95"/>${fitted(brand, width / 2, 27, width - 20, 20, ink)}${fitted(title, width / 2, 50, width - 20, 15, '#3f3f46')}</g>`;
  }
  const size = packSize(product.name);
  const badge = size
    ? `<g transform="translate(268 318)"><rect width="112" height="44" rx="22" fill="${ink}"/>${fitted(size, 56, 29, 96, 20, '#fff')}</g>`
    : '';
  const tilt = (hash[1]! % 9) - 4;
  // A scatter of the brand's accent behind it, placed by the slug: never two alike.
  const dots = Array.from({ length: 5 }, (_, i) => {
    const x = 30 + ((hash[2 + i]! * 7) % 340);
    const y = 24 + ((hash[8 + i]! * 5) % 60) + (i % 2) * 20;
    return `<circle cx="${x}" cy="${y}" r="${5 + (hash[14 + i]! % 8)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(product.name)}" data-shape="${shape}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/><g fill="${body}" opacity=".3">${dots}</g><g transform="rotate(${tilt} 200 200)">${drawing}${label}</g>${tag}${badge}</svg>`;
}

/** A version of the drawings, in their address: browsers keep art for a year, so new art gets a new address. */
const ART_VERSION = 2;

/** Where a product's own artwork is served. */
export const productArtUrl = (slug: string) => `/api/media/art/p/${slug}.webp?v=${ART_VERSION}`;
