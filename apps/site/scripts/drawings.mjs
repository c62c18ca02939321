// The site's drawn illustrations, as SVG sources: each service's tile and hero, and each vet's
// portrait, drawn from what it is (a stethoscope for the vet clinic, a medicine bottle for the
// pharmacy, a van for transportation; a vet in a white coat with the animals they treat). One
// set of subjects, composed three ways, so a new service is one line and no page shows a
// placeholder. `node scripts/art.mjs` writes them to public/art and draws each as WebP.

/**
 * Subjects, centred on 0,0 in a box of about ±100: `I` is the ink (the service's colour), `A` an
 * accent, `L` a light tint of the ink.
 */
const subjects = {
  stethoscope:
    '<path d="M-60 -80v50a40 40 0 0 0 80 0v-50" fill="none" stroke="I" stroke-width="14" stroke-linecap="round"/><path d="M-20 10v30a50 50 0 0 0 100 0v-20" fill="none" stroke="I" stroke-width="12"/><circle cx="80" cy="10" r="24" fill="A" stroke="I" stroke-width="10"/><circle cx="-60" cy="-82" r="9" fill="I"/><circle cx="20" cy="-82" r="9" fill="I"/>',
  medicine:
    '<rect x="-70" y="-80" width="90" height="30" rx="8" fill="I"/><rect x="-80" y="-50" width="110" height="130" rx="18" fill="L" stroke="I" stroke-width="8"/><path d="M-25 -10v50M-50 15h50" stroke="I" stroke-width="14" stroke-linecap="round"/><g transform="rotate(-35 60 40)"><rect x="38" y="20" width="64" height="28" rx="14" fill="A" stroke="I" stroke-width="6"/><path d="M70 20v28" stroke="I" stroke-width="6"/></g>',
  heartPaw:
    '<path d="M0 80s-90-52-90-110a46 46 0 0 1 90-14 46 46 0 0 1 90 14c0 58-90 110-90 110z" fill="I"/><g fill="A"><ellipse cx="0" cy="-2" rx="22" ry="19"/><circle cx="-26" cy="-32" r="9"/><circle cx="-9" cy="-44" r="9"/><circle cx="9" cy="-44" r="9"/><circle cx="26" cy="-32" r="9"/></g>',
  shield:
    '<path d="M0 -90l80 30v40c0 60-40 95-80 110-40-15-80-50-80-110v-40z" fill="I"/><path d="M0 -70l60 22v30c0 48-30 76-60 88z" fill="L" opacity=".5"/><g fill="A"><ellipse cx="0" cy="18" rx="22" ry="19"/><circle cx="-26" cy="-12" r="9"/><circle cx="-9" cy="-24" r="9"/><circle cx="9" cy="-24" r="9"/><circle cx="26" cy="-12" r="9"/></g>',
  scissors:
    '<path d="M-60 -80L40 40M60 -80L-40 40" stroke="I" stroke-width="14" stroke-linecap="round"/><circle cx="-52" cy="62" r="26" fill="none" stroke="I" stroke-width="12"/><circle cx="52" cy="62" r="26" fill="none" stroke="I" stroke-width="12"/><g fill="A"><circle cx="70" cy="-50" r="14"/><circle cx="88" cy="-20" r="9"/><circle cx="-80" cy="-30" r="11"/></g>',
  hurdle:
    '<path d="M-80 80v-120M80 80v-120" stroke="I" stroke-width="12" stroke-linecap="round"/><rect x="-90" y="-50" width="180" height="18" rx="8" fill="A" stroke="I" stroke-width="5"/><rect x="-90" y="0" width="180" height="18" rx="8" fill="L" stroke="I" stroke-width="5"/><path d="M-40 80l20-40 20 40z" fill="A" stroke="I" stroke-width="5"/><circle cx="50" cy="62" r="18" fill="I"/>',
  van: '<path d="M-95 40v-80q0-14 14-14h110l45 45h12q10 0 10 10v39z" fill="I"/><path d="M34 -40l34 34H34z" fill="L"/><rect x="-78" y="-40" width="48" height="34" rx="6" fill="L"/><g fill="A"><ellipse cx="-10" cy="12" rx="12" ry="10"/><circle cx="-24" cy="-4" r="5"/><circle cx="-14" cy="-11" r="5"/><circle cx="-4" cy="-11" r="5"/><circle cx="5" cy="-4" r="5"/></g><circle cx="-55" cy="44" r="20" fill="A" stroke="I" stroke-width="10"/><circle cx="60" cy="44" r="20" fill="A" stroke="I" stroke-width="10"/>',
  hearts:
    '<path d="M-30 60s-60-35-60-75a30 30 0 0 1 60-10 30 30 0 0 1 60 10c0 40-60 75-60 75z" fill="I"/><path d="M35 80s-55-32-55-68a28 28 0 0 1 55-9 28 28 0 0 1 55 9c0 36-55 68-55 68z" fill="A" stroke="I" stroke-width="6"/>',
  puppies:
    '<g fill="I"><ellipse cx="-52" cy="20" rx="34" ry="30"/><ellipse cx="-80" cy="0" rx="11" ry="22" transform="rotate(20 -80 0)"/><ellipse cx="-24" cy="0" rx="11" ry="22" transform="rotate(-20 -24 0)"/></g><g fill="A" stroke="I" stroke-width="5"><ellipse cx="48" cy="30" rx="38" ry="34"/></g><g fill="I"><ellipse cx="16" cy="8" rx="12" ry="24" transform="rotate(20 16 8)"/><ellipse cx="80" cy="8" rx="12" ry="24" transform="rotate(-20 80 8)"/><circle cx="-62" cy="16" r="4" fill="#fff"/><circle cx="-42" cy="16" r="4" fill="#fff"/><circle cx="38" cy="26" r="5"/><circle cx="58" cy="26" r="5"/></g>',
  bowl: '<path d="M-90 0h180l-24 76a20 20 0 0 1-19 14H-67a20 20 0 0 1-19-14z" fill="I"/><ellipse cx="0" cy="0" rx="90" ry="16" fill="L"/><g fill="A" stroke="I" stroke-width="4"><circle cx="-36" cy="-12" r="14"/><circle cx="-6" cy="-20" r="15"/><circle cx="26" cy="-12" r="14"/><circle cx="-20" cy="-36" r="12"/><circle cx="12" cy="-38" r="12"/></g>',
  toys: '<circle cx="-40" cy="20" r="56" fill="I"/><path d="M-94 0q54 30 108 0M-94 40q54-30 108 0" fill="none" stroke="A" stroke-width="9"/><path d="M40 -40a16 16 0 1 1 22-17l24 24a16 16 0 1 1 17 22 16 16 0 1 1-22 17l-24-24a16 16 0 1 1-17-22z" fill="A" stroke="I" stroke-width="6"/>',
  collarLeash:
    '<ellipse cx="-30" cy="10" rx="62" ry="36" fill="none" stroke="I" stroke-width="20"/><circle cx="-30" cy="58" r="15" fill="A" stroke="I" stroke-width="5"/><path d="M30 0q50-10 50-60t-40-30" fill="none" stroke="A" stroke-width="10"/><rect x="28" y="-108" width="26" height="26" rx="6" fill="I"/>',
  heartbeat:
    '<path d="M0 80s-90-52-90-110a46 46 0 0 1 90-14 46 46 0 0 1 90 14c0 58-90 110-90 110z" fill="L" stroke="I" stroke-width="8"/><path d="M-90 0h50l14-30 24 60 18-44 12 14h62" fill="none" stroke="I" stroke-width="10" stroke-linejoin="round"/>',
  bag: '<path d="M-70 -40h140l14 120h-168z" fill="I"/><path d="M-36 -40v-14a36 36 0 0 1 72 0v14" fill="none" stroke="I" stroke-width="12"/><g fill="A"><ellipse cx="0" cy="30" rx="22" ry="19"/><circle cx="-26" cy="0" r="9"/><circle cx="-9" cy="-12" r="9"/><circle cx="9" cy="-12" r="9"/><circle cx="26" cy="0" r="9"/></g>',
  zibBag:
    '<path d="M-70 -40h140l14 120h-168z" fill="I"/><path d="M-36 -40v-14a36 36 0 0 1 72 0v14" fill="none" stroke="I" stroke-width="12"/><text x="0" y="40" text-anchor="middle" font-family="system-ui,sans-serif" font-size="56" font-weight="800" fill="A">Zib</text>',
  dog: '<g fill="I"><ellipse cx="0" cy="18" rx="60" ry="56"/><ellipse cx="-56" cy="-18" rx="20" ry="40" transform="rotate(20 -56 -18)"/><ellipse cx="56" cy="-18" rx="20" ry="40" transform="rotate(-20 56 -18)"/></g><g fill="#fff"><circle cx="-20" cy="10" r="8"/><circle cx="20" cy="10" r="8"/><ellipse cx="0" cy="36" rx="14" ry="10"/></g><path d="M0 46v16" stroke="A" stroke-width="6"/>',
  cat: '<g fill="I"><ellipse cx="0" cy="20" rx="60" ry="52"/><path d="M-56 -6l-4-66 44 34zM56 -6l4-66-44 34z"/></g><g fill="#fff"><ellipse cx="-22" cy="14" rx="8" ry="11"/><ellipse cx="22" cy="14" rx="8" ry="11"/><path d="M-8 36h16l-8 8z"/></g><path d="M-58 40h30M-58 52h28M58 40h-30M58 52h-28" stroke="A" stroke-width="4"/>',
  walk: '<circle cx="-30" cy="30" r="50" fill="I"/><path d="M-80 30h100M-30 -20v100" stroke="A" stroke-width="6" opacity=".6"/><path d="M20 -80q70 0 60 60t-40 50" fill="none" stroke="A" stroke-width="10" stroke-linecap="round"/><rect x="4" y="-96" width="34" height="24" rx="8" fill="I"/><circle cx="70" cy="-70" r="22" fill="A" stroke="I" stroke-width="6"/>',
};

/** Each service: its subject, its colour (ink) and tile background, and its hero's background. */
const services = {
  vet: ['stethoscope', '#1d4ed8', '#e9f1fe', ['#e9f1fe', '#bfd4fb']],
  pharmacy: ['medicine', '#1f7a3a', '#e8f6ec', ['#e8f6ec', '#bfe6cb']],
  care: ['heartPaw', '#0b7a6f', '#e6f7f5', ['#e8f3f1', '#bfe3dc']],
  insurance: ['shield', '#b42318', '#fdecec', null],
  grooming: ['scissors', '#075e55', '#e6f7f5', null],
  training: ['hurdle', '#a16207', '#fff7e0', ['#fff7e0', '#fde7a8']],
  transportation: ['van', '#1e40af', '#e9f1fe', ['#e9f1fe', '#c3d3fa']],
  mating: ['hearts', '#a3246b', '#fdecf5', ['#fdecf5', '#f6c6df']],
  breeding: ['puppies', '#5b21b6', '#f1ecfd', ['#f1ecfd', '#d9cdf7']],
  food: ['bowl', '#c2410c', '#fff4ec', null],
  toys: ['toys', '#0f766e', '#e6f7f5', null],
  accessories: ['collarLeash', '#1d4ed8', '#e9f1fe', null],
  health: ['heartbeat', '#15803d', '#e8f6ec', null],
  store: ['bag', '#c94c08', '#fff4ec', ['#fff1e6', '#ffd8b8']],
  zib: ['zibBag', '#8a5a00', '#fff7e0', null],
  dog: ['dog', '#a33d06', '#fff4ec', null],
  cat: ['cat', '#6d28d9', '#f1ecfd', null],
  lifestyle: ['walk', '#6d28d9', '#f1ecfd', ['#f1ecfd', '#d9cdf7']],
};

/** A colour a little lighter (mixed with white), for `L`. */
const tint = (hex, amount = 0.7) =>
  `#${[1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16))
    .map((c) => Math.round(c + (255 - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;

/** A subject in a service's colours, placed at x,y and scaled. */
const subject = (name, ink, x, y, scale, accent = '#ffffff') =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${subjects[name]
    .replaceAll('"I"', `"${ink}"`)
    .replaceAll('"A"', `"${accent}"`)
    .replaceAll('"L"', `"${tint(ink)}"`)}</g>`;

/** Soft round shapes behind a subject, in its colour. */
const blobs = (ink, shapes) =>
  shapes
    .map(([x, y, r, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${ink}" opacity="${o}"/>`)
    .join('');

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
const gradient = ([from, to]) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

/** A service's tile (320 × 200): its subject, large, on its colour. */
const tile = ([name, ink, background]) =>
  svg(
    320,
    200,
    `<rect width="320" height="200" fill="${background}"/>${blobs(ink, [
      [70, 60, 56, 0.1],
      [262, 150, 44, 0.14],
    ])}${subject(name, ink, 160, 100, 0.72, tint(ink, 0.45))}`,
  );

/** Where a hero's subject stands: wide (1600 × 600, text on the left), tall (800 × 1000, text on top). */
const HERO_LAYOUTS = {
  wide: {
    width: 1600,
    height: 600,
    at: [1180, 300, 2.6],
    blobs: [
      [1460, 110, 70],
      [900, 500, 50],
    ],
  },
  tall: {
    width: 800,
    height: 1000,
    at: [400, 700, 2.4],
    blobs: [
      [680, 520, 60],
      [120, 900, 50],
    ],
  },
};

/** A service's hero in one of its layouts. */
const hero = ([name, ink, , colours], layout) => {
  const { width, height, at, blobs: around } = HERO_LAYOUTS[layout];
  const [x, y, scale] = at;
  return svg(
    width,
    height,
    `${gradient(colours)}<rect width="${width}" height="${height}" fill="url(#g)"/>${blobs(ink, [
      [x, y, 100 * scale - 10, 0.1],
      ...around.map(([bx, by, r]) => [bx, by, r, 0.12]),
    ])}${subject(name, ink, x, y, scale, tint(ink, 0.45))}`,
  );
};

/** A vet: a person in a white coat with a stethoscope, and badges of the animals they treat. */
const SKIN = ['#8d5524', '#c68642', '#e0ac69', '#a0522d', '#f1c27d', '#6b3e26'];
const HAIR = ['#1f1a17', '#3b2417', '#111827', '#4a3728', '#2b2118', '#0f0f0f'];
const vet = (n, species) => {
  const skin = SKIN[(n - 1) % SKIN.length];
  const hair = HAIR[(n - 1) % HAIR.length];
  const long = n % 2 === 1;
  const badges = species
    .map((kind, i) => {
      const [ink, background] = kind === 'dog' ? ['#a33d06', '#fff4ec'] : ['#6d28d9', '#f1ecfd'];
      const x = species.length === 2 ? 58 + i * 84 : 142;
      return `<circle cx="${x}" cy="166" r="30" fill="${background}" stroke="#fff" stroke-width="4"/>${subject(kind, ink, x, 166, 0.3)}`;
    })
    .join('');
  return svg(
    200,
    200,
    `<defs><clipPath id="c"><circle cx="100" cy="100" r="100"/></clipPath></defs><g clip-path="url(#c)"><rect width="200" height="200" fill="#e9f1fe"/>${
      long ? `<path d="M52 96q0-62 48-62t48 62v60H52z" fill="${hair}"/>` : ''
    }<path d="M30 200q0-60 70-60t70 60z" fill="#fff" stroke="#cbd5e1" stroke-width="3"/><path d="M86 142l14 30 14-30z" fill="#1d4ed8"/><rect x="88" y="118" width="24" height="28" fill="${skin}"/><circle cx="100" cy="92" r="36" fill="${skin}"/><path d="M64 88q2-42 36-42t36 42q-14-20-36-22-22 2-36 22z" fill="${hair}"/><path d="M70 150q0 30 20 36M130 150q0 30-20 36" fill="none" stroke="#334155" stroke-width="5"/><circle cx="112" cy="188" r="8" fill="#334155"/></g>${badges}`,
  );
};

/** The vets' portraits: each seeded doctor's number and the animals they treat. */
const vets = [
  [1, ['dog', 'cat']],
  [2, ['dog', 'cat']],
  [3, ['dog']],
  [4, ['cat']],
  [5, ['dog', 'cat']],
  [6, ['dog', 'cat']],
];

/** Every drawing, by file name under public/art. */
export function drawings() {
  const files = {};
  for (const [id, service] of Object.entries(services)) {
    files[`service-${id}.svg`] = tile(service);
    if (service[3]) {
      files[`hero-${id}-wide.svg`] = hero(service, 'wide');
      files[`hero-${id}-tall.svg`] = hero(service, 'tall');
    }
  }
  for (const [n, species] of vets) files[`vet-${n}-${species.join('-')}.svg`] = vet(n, species);
  return files;
}
