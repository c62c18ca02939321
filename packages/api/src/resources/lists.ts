import type { Address, Pet } from '../contract/accounts';

/*
 * The list semantics of spec §4 (Addresses) and the marketing spec §4.4: add appends, list
 * replaces, update replaces by _id, delete removes by id. Pure, so SWR's populateCache and the
 * tests share them.
 */

interface WithId {
  _id: string;
}

/** Adds an item at the end (or replaces it when the id is already there). */
export function appendById<T extends WithId>(list: readonly T[] | undefined, item: T): T[] {
  const current = list ?? [];
  return current.some((x) => x._id === item._id)
    ? current.map((x) => (x._id === item._id ? item : x))
    : [...current, item];
}

/** Replaces the item with the same _id; the list is unchanged when it is not there. */
export function replaceById<T extends WithId>(list: readonly T[] | undefined, item: T): T[] {
  return (list ?? []).map((x) => (x._id === item._id ? item : x));
}

/** Removes the item with that id. */
export function removeById<T extends WithId>(list: readonly T[] | undefined, id: string): T[] {
  return (list ?? []).filter((x) => x._id !== id);
}

/**
 * Replaces an address by _id; when the new one is the default, the others stop being default
 * (the server unsets them in the same call).
 */
export function replaceAddress(list: readonly Address[] | undefined, address: Address): Address[] {
  return replaceById(list, address).map((x) =>
    address.isDefault && x._id !== address._id && x.isDefault ? { ...x, isDefault: false } : x,
  );
}

/** Adds an address at the end; a new default unsets the others. */
export function appendAddress(list: readonly Address[] | undefined, address: Address): Address[] {
  return replaceAddress(appendById(list, address), address);
}

/** The default address, else the first, else null (checkout and grooming pick it this way). */
export function defaultAddress(list: readonly Address[] | undefined): Address | null {
  return list?.find((x) => x.isDefault) ?? list?.[0] ?? null;
}

/** A pet record in any of the shapes the spec tolerates (petname, petspecies, petBreed…). */
export type PetRecord = Partial<Pet> & {
  _id: string;
  petname?: string;
  petspecies?: string;
  petCategory?: string;
  petbreed?: string;
  petBreed?: string;
  customBreed?: string;
};

const SPECIES = ['dog', 'cat', 'other'] as const;

/** A pet in today's shape from any older one (spec §3 Pet). */
export function normalizePet(record: PetRecord): Pet {
  const rawSpecies = (
    record.species ??
    record.petspecies ??
    record.petCategory ??
    'other'
  ).toLowerCase();
  const species = SPECIES.find((s) => s === rawSpecies) ?? 'other';
  const rawBreed = record.breed ?? record.petbreed ?? record.petBreed ?? '';
  const breed = rawBreed === 'Other' && record.customBreed ? record.customBreed : rawBreed;
  return {
    _id: record._id,
    name: record.name ?? record.petname ?? '',
    species,
    breed,
    age: record.age ?? 0,
    petDateOfBirth: record.petDateOfBirth ?? '',
    image: record.image ?? null,
    createdAt: record.createdAt ?? '',
  };
}
