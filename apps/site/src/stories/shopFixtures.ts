import type {
  Address,
  Booking,
  CartLine,
  Order,
  OrdersResponse,
  VetCart,
  WishlistEntry,
} from '@petverse/api/contract';
import { productFixtures } from './fixtures';

/*
 * Shopping fixtures shaped exactly like the API's answers (GET /product/cart, /user/getAllVetCarts,
 * /user/getAllDoctorsCart/{userId}, /product/wishlist, /user/address, /product/user-orders).
 */

export const SHOP_USER_ID = '7b3f1a2c-4d5e-4f60-8a9b-0c1d2e3f4a5b';

const [kibble, puppy, rope] = productFixtures;

export const cartLines: CartLine[] = [kibble!, rope!].map((p, i) => ({
  productId: p._id,
  quantity: i + 1,
  name: p.name,
  description: p.description,
  price: p.price,
  imageUrl: p.imageUrl,
}));

const prescription =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#eef6ff"/><path d="M24 20h48v56H24z" fill="#fff" stroke="#1d4ed8" stroke-width="3"/></svg>',
  );

export const pharmacyLines: VetCart[] = [
  {
    _id: 'vet-1',
    quantity: 1,
    price: 199,
    prescriptionFile: prescription,
    itemType: 'pharmacy',
    bookingId: null,
  },
];

export const bookings: Booking[] = [
  {
    _id: 'booking-1',
    doctorId: 'doctor-1',
    doctorName: 'Ananya Iyer',
    specialty: 'Small-animal medicine',
    selectedDate: '2026-12-04',
    selectedTime: '11:00 AM',
    consultationMode: 'In Clinic',
    petName: 'Bruno',
    petType: 'Dog',
    price: 500,
    imageUrl: productFixtures[0]!.imageUrl,
    itemType: 'booking',
  },
];

export const wishlist: WishlistEntry[] = [puppy!, rope!].map((p) => ({
  productId: {
    _id: p._id,
    name: p.name,
    description: p.description,
    price: p.price,
    imageUrl: p.imageUrl,
  },
}));

export const addresses: Address[] = [
  {
    _id: 'address-work',
    type: 'Work',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    street: '4th Floor, 88 Baner Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411045',
    country: 'India',
    isDefault: false,
  },
  {
    _id: 'address-home',
    type: 'Home',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    country: 'India',
    isDefault: true,
  },
];

const statuses = ['pending', 'shipped', 'delivered', 'confirmed', 'cancelled'] as const;

/** The n-th order (newest first). */
export function orderFixture(n: number): Order {
  const product = productFixtures[n % productFixtures.length]!;
  const quantity = (n % 3) + 1;
  return {
    _id: `5e0c9a7b-1f2d-4c3b-8a9e-${String(100000000000 + n).slice(-12)}`,
    createdAt: new Date(Date.UTC(2026, 9, 30 - n, 10, 30)).toISOString(),
    totalPrice: Math.round(product.price * quantity + 100),
    status: statuses[n % statuses.length]!,
    paymentStatus: 'completed',
    paymentMethod: 'Razorpay',
    shippingType: 'Express',
    shippingPrice: 100,
    items: [
      {
        _id: `item-${n}`,
        itemType: 'product',
        itemId: { _id: product._id, name: product.name },
        price: product.price,
        quantity,
      },
    ],
    address: {
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      country: 'India',
    },
  };
}

/** GET /product/user-orders for `total` orders, 10 a page. */
export function ordersAnswer(total: number, page: number): OrdersResponse {
  const totalPages = Math.ceil(total / 10);
  const orders = Array.from({ length: total }, (_, i) => orderFixture(i + 1)).slice(
    (page - 1) * 10,
    page * 10,
  );
  return {
    data: {
      data: {
        orders,
        pagination: {
          totalOrders: total,
          totalPages,
          hasNextPage: page < totalPages,
          hasPrevPage: page > 1,
          currentPage: page,
          limit: 10,
        },
      },
    },
  };
}
