import { describe, expect, it } from 'vitest';
import { english, said, saying, textOf } from './said';
import { BUY_AGAIN_REASONS, buyAgainMessage } from './shopping';
import { COUPON_MESSAGES } from './coupons';
import { STOCK_MESSAGES } from './admin';

describe('said', () => {
  it('writes a template in English with its values', () => {
    expect(english(said('Only {n} of {name} left.', { n: 2, name: 'Kibble — 3 kg' }))).toBe(
      'Only 2 of Kibble — 3 kg left.',
    );
    expect(english('Added to cart')).toBe('Added to cart');
    // A value it was not given stays a placeholder rather than 'undefined'.
    expect(english(said('{code} has expired.', {}))).toBe('{code} has expired.');
  });

  it('keeps the English the specifications quote, and the template beside it', () => {
    expect(saying(COUPON_MESSAGES.expired('DIWALI'))).toEqual({
      message: 'DIWALI has expired.',
      said: { id: '{code} has expired.', values: { code: 'DIWALI' } },
    });
    expect(saying(COUPON_MESSAGES.empty)).toEqual({ message: 'Please enter a coupon code.' });
    expect(english(STOCK_MESSAGES.cartShort('Collar', 0))).toBe('Collar is out of stock.');
  });

  it('reads an answer: its template when well formed, else its message', () => {
    const body = saying(COUPON_MESSAGES.usedUp('X1'));
    expect(textOf(body)).toEqual(body.said);
    expect(textOf({ message: 'Cart not found' })).toBe('Cart not found');
    expect(textOf({ message: 'Cart not found', said: { id: 42 } })).toBe('Cart not found');
    expect(textOf({ message: '' })).toBeUndefined();
    expect(textOf(null)).toBeUndefined();
  });

  it('writes a text inside a text, and a list of them, in English (issue 35)', () => {
    const text = buyAgainMessage(1, [
      { name: 'Collar', reason: BUY_AGAIN_REASONS.outOfStock },
      { name: 'Cat Litter 10 kg', reason: BUY_AGAIN_REASONS.partly(2) },
    ]);
    expect(english(text)).toBe(
      'Added 1 item to your cart. Not added: Collar (out of stock), Cat Litter 10 kg (only 2 in stock, so 2 added).',
    );
  });
});
