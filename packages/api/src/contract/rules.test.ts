import { describe, expect, it } from 'vitest';
import { ageInYears } from './accounts';
import {
  lineTotal,
  orderTotal,
  priceOf,
  quantityOf,
  shortId,
  similarProducts,
  subtotal,
  toPaise,
} from './rules';
import { messageForStatus } from './messages';

describe('totals', () => {
  it('counts a non-numeric price as 0', () => {
    expect(priceOf('abc')).toBe(0);
    expect(priceOf(undefined)).toBe(0);
    expect(priceOf(Number.NaN)).toBe(0);
    expect(priceOf('12.5')).toBe(12.5);
  });
  it('counts a missing quantity as 1', () => {
    expect(quantityOf(undefined)).toBe(1);
    expect(quantityOf(0)).toBe(1);
    expect(quantityOf(3)).toBe(3);
  });
  it('multiplies price by quantity without floating-point drift', () => {
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(subtotal([{ price: 349.5, quantity: 2 }, { price: 'x' }, { price: 99.99 }])).toBe(
      798.99,
    );
  });
  it('adds shipping and rounds the order total to whole rupees', () => {
    expect(orderTotal([{ price: 349.5, quantity: 1 }], 'Economy')).toBe(400);
    expect(orderTotal([{ price: 349.4, quantity: 1 }], 'Express')).toBe(449);
  });
  it('sends whole rupees times 100 to the payment provider', () => {
    expect(toPaise(449.6)).toBe(45000);
  });
});

describe('shortId', () => {
  it('keeps the last 8 characters', () => {
    expect(shortId('0f8e2a7c-1d2b-4c3d-9e8f-aa11bb22cc33')).toBe('bb22cc33');
  });
});

describe('ageInYears', () => {
  it('uses 365.25-day years and whole years', () => {
    expect(ageInYears('2020-01-01', new Date('2023-12-31'))).toBe(3);
    expect(ageInYears('2020-01-01', new Date('2024-01-01'))).toBe(4);
  });
  it('is 0 for a birth date in the future or an invalid date', () => {
    expect(ageInYears('2030-01-01', new Date('2024-01-01'))).toBe(0);
    expect(ageInYears('not a date')).toBe(0);
  });
});

describe('similarProducts', () => {
  const p = (id: string, petspecies: string) => ({ _id: id, petspecies });
  it('keeps at most 3 of the same species and never the current one', () => {
    const all = [
      p('1', 'dog'),
      p('2', 'cat'),
      p('3', 'dog'),
      p('4', 'dog'),
      p('5', 'dog'),
      p('6', 'dog'),
    ];
    expect(similarProducts(all, p('1', 'dog')).map((x) => x._id)).toEqual(['3', '4', '5']);
  });
  it('is empty when the current product has no species', () => {
    expect(similarProducts([p('1', 'dog')], { _id: '2' })).toEqual([]);
  });
});

describe('messageForStatus', () => {
  it('quotes the global catalogue', () => {
    expect(messageForStatus(401)).toBe('Session expired. Please log in again.');
    expect(messageForStatus(422)).toBe('Bad request. Please check your input.');
    expect(messageForStatus(undefined)).toBe('Internal server error. Please try again later.');
  });
});
