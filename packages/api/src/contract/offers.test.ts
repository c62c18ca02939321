import { describe, expect, it } from 'vitest';
import { moreForFreeDelivery, shippingPrice } from './freeDelivery';
import { packSize, percentOff, unitPrice } from './offers';
import { cartTotals } from './shopping';

describe('packSize', () => {
  it('reads weights and volumes from a size label, and nothing from other labels', () => {
    expect(packSize('3 kg')).toEqual({ grams: 3000 });
    expect(packSize('1.2 kg')).toEqual({ grams: 1200 });
    expect(packSize('400 g')).toEqual({ grams: 400 });
    expect(packSize('1 L')).toEqual({ millilitres: 1000 });
    expect(packSize('500 ml')).toEqual({ millilitres: 500 });
    expect(packSize('Medium')).toBeNull();
    expect(packSize('pack of 12')).toBeNull();
    expect(packSize('0 kg')).toBeNull();
  });
});

describe('unitPrice', () => {
  it('says the price per kg or per litre in whole rupees', () => {
    expect(unitPrice(1249, '3 kg')).toEqual({ price: 416, unit: 'kg' });
    expect(unitPrice(189, '100 g')).toEqual({ price: 1890, unit: 'kg' });
    expect(unitPrice(349, '500 ml')).toEqual({ price: 698, unit: 'L' });
    expect(unitPrice(299, 'Large')).toBeNull();
  });
});

describe('percentOff', () => {
  it('rounds down, and says nothing without an MRP above the price', () => {
    expect(percentOff(1249, 1499)).toBe(16);
    expect(percentOff(1499, 1499)).toBeNull();
    expect(percentOff(1499, null)).toBeNull();
    expect(percentOff(995, 1000)).toBeNull();
  });
});

describe('the free-delivery threshold', () => {
  it('makes Economy free from the threshold; Express keeps its price; none keeps the spec', () => {
    expect(shippingPrice('Economy', 999, 999)).toBe(0);
    expect(shippingPrice('Economy', 998, 999)).toBe(50);
    expect(shippingPrice('Express', 5000, 999)).toBe(100);
    expect(shippingPrice('Economy', 5000, null)).toBe(50);
    expect(moreForFreeDelivery(879, 999)).toBe(120);
    expect(moreForFreeDelivery(999, 999)).toBeNull();
    expect(moreForFreeDelivery(10, null)).toBeNull();
  });

  it('counts only what ships toward it in the cart totals', () => {
    const lines = [
      { price: 600, quantity: 1 },
      { price: 500, quantity: 1, ships: false },
    ];
    expect(cartTotals(lines, 'Economy', 999)).toEqual({
      subtotal: 1100,
      shipping: 50,
      total: 1150,
    });
    expect(cartTotals([{ price: 1000, quantity: 1 }], 'Economy', 999)).toEqual({
      subtotal: 1000,
      shipping: 0,
      total: 1000,
    });
  });
});
