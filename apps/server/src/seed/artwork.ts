import type { PetSpecies, ProductCategory } from '@petverse/api/contract';

// Our own product illustrations, drawn as small SVGs: a motif per category on a species colour.
const background: Record<PetSpecies, [string, string]> = {
  dog: ['#fff1e6', '#ffd8b8'],
  cat: ['#e8f3f1', '#bfe3dc'],
};
const ink: Record<PetSpecies, string> = { dog: '#a33d06', cat: '#075e55' };

const motifs: Record<ProductCategory, string> = {
  food: '<path d="M120 230h160l-18 70a20 20 0 0 1-19 15H157a20 20 0 0 1-19-15z"/><ellipse cx="200" cy="230" rx="86" ry="16" opacity=".55"/><circle cx="170" cy="212" r="12"/><circle cx="200" cy="204" r="13"/><circle cx="230" cy="212" r="12"/>',
  treats:
    '<path d="M140 180a26 26 0 1 1 36-28l48 0a26 26 0 1 1 36 28 26 26 0 1 1-36 28l-48 0a26 26 0 1 1-36-28z" transform="rotate(-20 200 180)"/>',
  toys: '<circle cx="200" cy="200" r="80"/><path d="M130 165q70 40 140 0M130 235q70-40 140 0" fill="none" stroke="#fff" stroke-width="10" opacity=".8"/>',
  accessories:
    '<rect x="110" y="170" width="180" height="44" rx="22"/><circle cx="200" cy="250" r="26" opacity=".85"/><rect x="188" y="206" width="24" height="26"/>',
  grooming:
    '<rect x="150" y="120" width="100" height="60" rx="18"/><rect x="188" y="175" width="24" height="130" rx="12"/><path d="M158 180v26M174 180v26M190 180v26M206 180v26M222 180v26M238 180v26" stroke-width="6"/>',
  health:
    '<rect x="120" y="140" width="160" height="120" rx="24"/><path d="M200 165v70M165 200h70" stroke="#fff" stroke-width="22" stroke-linecap="round"/>',
};

const paw =
  '<g opacity=".35"><ellipse cx="330" cy="350" rx="18" ry="15"/><circle cx="309" cy="326" r="7"/><circle cx="324" cy="318" r="7"/><circle cx="340" cy="320" r="7"/><circle cx="353" cy="331" r="7"/></g>';

/** A 400×400 SVG for a product of this species and category. */
export function productArtwork(petspecies: PetSpecies, category: ProductCategory): string {
  const [from, to] = background[petspecies];
  const fill = ink[petspecies];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${petspecies} ${category}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/><g fill="${fill}" stroke="${fill}">${motifs[category]}</g><g fill="${fill}">${paw}</g></svg>`;
}
