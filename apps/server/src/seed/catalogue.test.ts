import { describe, expect, it } from 'vitest';
import { GST_BY_CATEGORY, unitPrice } from '@petverse/api/contract';
import { seedMrp, seedProducts, seedSku, seedTax, seedWeight } from './catalogue';

// Tax by product (issue 55 item 2): the seed bills a cat bed under a bed's HSN, not a leash's.
describe('the seeded catalogue’s tax and parcel data', () => {
  it('gives beds, bowls, brushes, litter and flea collars their own HSN codes', () => {
    const tax = (name: string, category: 'accessories' | 'grooming' | 'health') =>
      seedTax({ name, category });
    expect(tax('Orthopaedic Memory Foam Dog Bed', 'accessories')).toEqual({
      hsn: '94049099',
      rate: 18,
    });
    expect(tax('Covered Litter Box', 'accessories')?.hsn).toBe('39249090');
    expect(tax('Clumping Cat Litter', 'accessories')?.hsn).toBe('25081090');
    expect(tax('Slicker Brush', 'grooming')?.hsn).toBe('96032900');
    expect(tax('Flea and Tick Collar', 'health')?.hsn).toBe('38089199');
    // Anything else follows its category.
    expect(tax('Nylon Leash', 'accessories')).toBeNull();
    const beds = seedProducts.filter((p) => /\bbed\b/i.test(p.name));
    expect(beds.length).toBeGreaterThan(0);
    for (const bed of beds) expect(seedTax(bed)?.hsn).not.toBe(GST_BY_CATEGORY[bed.category].hsn);
  });

  it('gives every row a SKU of its own, and a weight where its size says one', () => {
    const skus = seedProducts.map((p) => seedSku(p.slug));
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^[A-Z0-9][A-Z0-9._/-]{0,39}$/);
    expect(seedWeight('3 kg')).toBe(3000);
    expect(seedWeight('1.2 kg')).toBe(1200);
    expect(seedWeight('400 g')).toBe(400);
    expect(seedWeight('Medium')).toBeNull();
    expect(seedWeight('')).toBeNull();
  });
  it('prices a bigger pack of a product lower per kg, and gives most products an MRP above the price', () => {
    const groups = new Map<string, typeof seedProducts>();
    for (const p of seedProducts)
      groups.set(p.variantGroup, [...(groups.get(p.variantGroup) ?? []), p]);
    let compared = 0;
    for (const rows of groups.values()) {
      const perKg = rows.map((r) => unitPrice(r.price, r.variantLabel)?.price ?? null);
      if (perKg.length < 2 || perKg.some((x) => x === null)) continue;
      for (let i = 1; i < perKg.length; i++) expect(perKg[i]!).toBeLessThan(perKg[i - 1]!);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
    const mrps = seedProducts.map(seedMrp);
    expect(mrps.filter((m) => m !== null).length).toBeGreaterThan(seedProducts.length / 2);
    seedProducts.forEach((p, i) => {
      if (mrps[i] !== null) expect(mrps[i]!).toBeGreaterThan(p.price);
    });
  });
});
