import { describe, expect, it } from 'vitest';
import type { Address } from '../contract/accounts';
import {
  appendAddress,
  appendById,
  defaultAddress,
  normalizePet,
  removeById,
  replaceAddress,
  replaceById,
} from './lists';
import { toFormData } from '../client';

const address = (id: string, isDefault = false): Address => ({
  _id: id,
  type: 'Home',
  name: '',
  email: '',
  phone: '',
  street: `${id} Street`,
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  country: 'India',
  isDefault,
});

describe('given a list of addresses', () => {
  const list = [address('a', true), address('b')];

  it('appends a new one at the end', () => {
    expect(appendById(list, address('c')).map((x) => x._id)).toEqual(['a', 'b', 'c']);
  });

  it('replaces by _id on update and keeps the order', () => {
    const updated = { ...address('b'), city: 'Mumbai' };
    expect(replaceById(list, updated)).toEqual([list[0], updated]);
  });

  it('removes by id on delete', () => {
    expect(removeById(list, 'a').map((x) => x._id)).toEqual(['b']);
  });

  it('unsets the old default when another becomes default', () => {
    const result = replaceAddress(list, address('b', true));
    expect(result.map((x) => [x._id, x.isDefault])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  it('unsets the old default when a new default is added', () => {
    expect(appendAddress(list, address('c', true)).filter((x) => x.isDefault)).toHaveLength(1);
  });

  it('picks the default address, else the first', () => {
    expect(defaultAddress(list)?._id).toBe('a');
    expect(defaultAddress([address('x'), address('y')])?._id).toBe('x');
    expect(defaultAddress([])).toBeNull();
  });

  it('treats a missing list as empty', () => {
    expect(appendById(undefined, address('a'))).toHaveLength(1);
    expect(removeById(undefined, 'a')).toEqual([]);
  });
});

describe('given a pet in an older shape', () => {
  it('reads petname, petCategory and petBreed', () => {
    const pet = normalizePet({
      _id: '1',
      petname: 'Bruno',
      petCategory: 'Dog',
      petBreed: 'Beagle',
    });
    expect(pet).toMatchObject({ name: 'Bruno', species: 'dog', breed: 'Beagle', image: null });
  });

  it('uses the custom breed when the breed is Other', () => {
    expect(
      normalizePet({ _id: '2', petspecies: 'cat', petbreed: 'Other', customBreed: 'Mixed' }).breed,
    ).toBe('Mixed');
  });

  it('keeps today’s shape as it is', () => {
    const today = {
      _id: '3',
      name: 'Misty',
      species: 'cat' as const,
      breed: 'Persian',
      age: 2,
      petDateOfBirth: '2022-01-01',
      image: '/api/uploads/a.png',
      createdAt: '2024-01-01T00:00:00.000Z',
    };
    expect(normalizePet(today)).toEqual(today);
  });
});

describe('given fields for a multipart body', () => {
  it('sends text, numbers and files and leaves empty values out', () => {
    const image = new Blob(['x'], { type: 'image/png' });
    const body = toFormData({ name: 'Bruno', age: 3, image, breed: undefined, phone: null });
    expect(body.get('name')).toBe('Bruno');
    expect(body.get('age')).toBe('3');
    expect(body.get('image')).toBeInstanceOf(Blob);
    expect(body.has('breed')).toBe(false);
    expect(body.has('phone')).toBe(false);
  });
});
