import { describe, expect, it } from 'vitest';
import { shouldPlayIntro, showsFooter, showsNavBar, VIDEO_PLAYED_KEY } from './shellRules';

describe('showsFooter', () => {
  it.each([
    '/pet-product-page/1',
    '/auth/pet-product-page/1',
    '/pet-cart',
    '/auth/pet-cart',
    '/auth/pet-checkout',
    '/auth/pet-payment',
    '/auth/pet-payment-confirm',
    '/login',
    '/auth/login',
    '/signup',
    '/register',
    '/reset-password',
  ])('hides it on %s', (path) => {
    expect(showsFooter(path)).toBe(false);
  });
  it.each(['/', '/about-us', '/pet-store', '/zib-products', '/pet-store-category', '/search'])(
    'shows it on %s',
    (path) => {
      expect(showsFooter(path)).toBe(true);
    },
  );
});

describe('showsNavBar', () => {
  it('hides it on /register only', () => {
    expect(showsNavBar('/register')).toBe(false);
    expect(showsNavBar('/register/')).toBe(false);
    expect(showsNavBar('/update-pet')).toBe(true);
    expect(showsNavBar('/')).toBe(true);
  });
});

describe('shouldPlayIntro', () => {
  const storage = (flag: string | null) => ({
    getItem: (k: string) => (k === VIDEO_PLAYED_KEY ? flag : null),
  });
  it('plays on a fresh load of / without the flag', () => {
    expect(shouldPlayIntro('/', '/', storage(null))).toBe(true);
  });
  it('does not play once the flag is set, elsewhere, or after arriving at / in the app', () => {
    expect(shouldPlayIntro('/', '/', storage('true'))).toBe(false);
    expect(shouldPlayIntro('/about-us', '/about-us', storage(null))).toBe(false);
    expect(shouldPlayIntro('/about-us', '/', storage(null))).toBe(false);
  });
});
