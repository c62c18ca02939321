import { variantName } from '@petverse/api/contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../seed/seed';
import { seedProducts } from '../seed/catalogue';
import { productArt } from '../seed/productArt';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('product and doctor artwork', () => {
  it('gives every product its own picture, served as WebP and as SVG', async () => {
    const { products } = (await server.api('GET', '/product/getall-product?store=petstore'))
      .body as { products: { imageUrl: string; name: string }[] };
    const urls = new Set(products.map((p) => p.imageUrl));
    expect(urls.size).toBe(products.length);
    const bodies = new Set<string>();
    const rasters = new Set<string>();
    for (const product of products.slice(0, 12)) {
      // What pages show: a WebP (an SVG <img> costs the phone's main thread a document each).
      expect(product.imageUrl).toMatch(/^\/api\/media\/art\/p\/[a-z0-9-]+\.webp\?v=\d+$/);
      const webp = await fetch(`${server.url}${product.imageUrl}`);
      expect(webp.status).toBe(200);
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(webp.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await webp.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(bytes.length).toBeLessThan(12_000);
      rasters.add(bytes.toString('base64'));
      const res = await fetch(`${server.url}${product.imageUrl.replace(/\.webp\b/, '.svg')}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const svg = await res.text();
      expect(svg).toContain('aria-label="');
      expect(svg.length).toBeLessThan(4000);
      bodies.add(svg);
    }
    expect(bodies.size).toBe(12);
    expect(rasters.size).toBe(12);
  });

  it('draws what each product is: a shampoo a bottle, dry food a bag, wet food a can… (issue 36)', async () => {
    const { products } = (await server.api('GET', '/product/getall-product?store=petstore'))
      .body as { products: { imageUrl: string; name: string; variantLabel?: string }[] };
    // A product by the name a cart line gives it: with its size (ADR 026).
    const shapeOf = async (name: string) => {
      const product = products.find((p) => variantName(p.name, p.variantLabel) === name);
      expect(product, name).toBeDefined();
      const svg = await (
        await fetch(`${server.url}${product!.imageUrl.replace(/\.webp\b/, '.svg')}`)
      ).text();
      return /data-shape="(\w+)"/.exec(svg)?.[1];
    };
    for (const [name, shape] of [
      ['VetWise Oatmeal Shampoo for Dogs — Single', 'bottle'],
      ['Oatmeal Dog Shampoo — 500 ml', 'bottle'],
      ['Desi Bowl Chicken & Rice Adult Dry Dog Food — 1.2 kg', 'bag'],
      ['Chicken Chunks in Gravy — pack of 12', 'can'],
      ['Purrfect Day Covered Litter Box for Cats — Standard', 'litterbox'],
      ['Whiskerly Tofu Litter for Cats — Standard', 'sack'],
      ['Breakaway Collar with Bell', 'collar'],
      ['Zib Deworming Tablets for Dogs — Single', 'blister'],
      ['Cotton Rope Tug Toy', 'rope'],
      ['Pawfect Padded No-Pull Harness for Dogs — Small', 'harness'],
      ['Stainless Steel Bowl Set', 'bowl'],
    ] as const)
      expect(await shapeOf(name), name).toBe(shape);
  });

  it('never draws two products alike, and no food or grooming product as a bowl', () => {
    const drawn = new Map<string, string>();
    for (const product of seedProducts) {
      const svg = productArt(product).replace(/aria-label="[^"]*"/, '');
      expect(drawn.get(svg), `${product.name} looks like ${drawn.get(svg)}`).toBeUndefined();
      drawn.set(svg, product.name);
      if (product.category === 'food' || product.category === 'grooming')
        expect(svg, product.name).not.toContain('data-shape="bowl"');
    }
  });

  it('answers 404 for a product that does not exist and 400 for a bad name', async () => {
    expect((await fetch(`${server.url}/api/media/art/p/no-such-product.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/media/art/p/no-such-product.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/media/art/p/a-product.png`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/media/art/p/..%2Fsecret.svg`)).status).toBe(400);
  });

  it('gives each doctor a vet’s portrait with the animals they treat, and seeding again changes nothing else', async () => {
    await seed(server.database.db);
    const { doctors } = (await server.api('GET', '/admin/getAllDoctors')).body as {
      doctors: { name: string; image: string; species: string[] }[];
    };
    const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../site/public');
    for (const doctor of doctors) {
      const species = doctor.species.map((s) => s.toLowerCase()).join('-');
      // Dr. Meera Iyer treats dogs and cats: her portrait shows both (issue 36).
      expect(doctor.image, doctor.name).toMatch(new RegExp(`^/art/vet-\\d+-${species}\\.webp$`));
      expect(existsSync(path.join(site, doctor.image)), doctor.image).toBe(true);
    }
    expect(new Set(doctors.map((d) => d.image)).size).toBe(doctors.length);
  });
});
