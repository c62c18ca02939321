import { describe, expect, it } from 'vitest';
import { sitePaths } from './sitePaths';

describe('the site’s paths, read from its route tables', () => {
  const paths = sitePaths();

  it('lists the pages of both tables, nested ones with their parents’ paths', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/pet-store',
        '/pet-product-page/:id',
        '/VetClinicRegistrationForm',
        '/register',
        '/our-services',
        '/auth/profile',
        '/auth/profile/pets',
        '/auth/pet-product-page/:id',
        '/mating-profile/:profileId',
      ]),
    );
  });

  it('leaves out the catch-alls that answer Not found', () => {
    expect(paths.filter((p) => p.includes('*'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
