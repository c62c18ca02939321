import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as about from './about';
import * as home from './home';
import * as servicePages from './servicePages';
import * as services from './services';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.resolve(src, '../public');

/** Every `/art/…` string in a value, however deep (content lists made by functions included). */
function artIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.startsWith('/art/')) found.add(value);
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => artIn(v, found));
  return found;
}

/** `/art/…` addresses written in the pages' and layouts' source (stories left out). */
function artInSource(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) artInSource(file, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name))
      for (const [address] of readFileSync(file, 'utf8').matchAll(/\/art\/[\w-]+\.\w+/g))
        found.add(address);
  }
  return found;
}

describe('the site’s illustrations', () => {
  const named = new Set([...artIn([about, home, servicePages, services]), ...artInSource(src)]);

  it('are named by the pages', () => {
    expect(named.size).toBeGreaterThan(20);
  });

  it('are WebP files in public/art, drawn from their SVG by scripts/art.mjs', () => {
    for (const address of named) {
      expect(address, 'an SVG <img> is drawn on the main thread').toMatch(/\.webp$/);
      expect(existsSync(path.join(publicDir, address)), address).toBe(true);
      expect(existsSync(path.join(publicDir, address.replace(/\.webp$/, '.svg'))), address).toBe(
        true,
      );
    }
  });

  it('draw what each service is: no two tiles are one motif in other colours (issue 36)', () => {
    const tiles = readdirSync(path.join(publicDir, 'art')).filter((f) =>
      /^service-.*\.svg$/.test(f),
    );
    expect(tiles.length).toBeGreaterThan(15);
    const shapes = new Map<string, string>();
    for (const file of tiles) {
      // The drawing without its colours and positions: what is drawn, not where or in which hue.
      const shape = readFileSync(path.join(publicDir, 'art', file), 'utf8')
        .replace(/#[0-9a-f]{3,8}\b/gi, '')
        .replace(/-?\d+(\.\d+)?/g, '');
      expect(shapes.get(shape), `${file} is drawn as ${shapes.get(shape)}`).toBeUndefined();
      shapes.set(shape, file);
    }
  });

  it('give each service page a hero of its own', () => {
    const heroes = [
      servicePages.vetClinicSlides,
      servicePages.pharmacySlides,
      servicePages.breedingSlides,
      servicePages.matingSlides,
      servicePages.trainingSlides,
      servicePages.transportationSlides,
    ].map((slides) => new Set(slides.map((slide) => slide.wide)));
    for (const hero of heroes) expect(hero.size).toBe(1);
    const all = [
      ...heroes.flatMap((hero) => [...hero]),
      ...home.homeHeroSlides.map((s) => s.desktopImage),
    ];
    expect(new Set(all).size).toBe(all.length);
  });
});
