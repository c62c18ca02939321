import type { Product } from '@petverse/api/contract';

const art = (fill: string) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#fff1e6"/><circle cx="200" cy="200" r="90" fill="${fill}"/></svg>`,
  );

const product = (n: number, over: Partial<Product>): Product => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Product ${n}`,
  description: 'A product description.',
  price: 499,
  imageUrl: art('#a33d06'),
  averageRating: 4.2,
  petspecies: 'dog',
  category: 'food',
  ratingCount: 12,
  brand: 'Pawfect',
  lifeStage: 'adult',
  createdAt: '2025-07-02T00:00:00.000Z',
  ...over,
});

/** Catalogue fixtures shaped exactly like GET /product/getall-product. */
export const productFixtures: Product[] = [
  product(1, {
    name: 'Chicken & Rice Adult Dog Kibble, 3 kg',
    price: 1249,
    averageRating: 4.5,
    description: 'Complete adult dog food with real chicken as the first ingredient.',
  }),
  product(2, { name: 'Puppy Starter Mother & Baby Food, 1 kg', price: 549.5, averageRating: 4.7 }),
  product(3, {
    name: 'Cotton Rope Tug Toy',
    price: 249,
    category: 'toys',
    imageUrl: art('#075e55'),
  }),
  product(4, { name: 'Senior Care Dog Food, 3 kg', price: 1399, averageRating: null }),
  product(5, {
    name: 'Feather Teaser Wand',
    price: 179,
    petspecies: 'cat',
    category: 'toys',
    imageUrl: art('#6d28d9'),
  }),
  product(6, {
    name: 'Kitten Growth Food, 1 kg',
    price: 649.5,
    petspecies: 'cat',
    imageUrl: '/broken-image.png',
  }),
];
