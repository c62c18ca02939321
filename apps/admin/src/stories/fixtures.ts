import type {
  AdminProvider,
  AdminReturn,
  AdminOrderDetail,
  AdminOrdersResponse,
  AdminProduct,
  AdminProductVariant,
  AppointmentsResponse,
  AuditResponse,
  DashboardResponse,
  RegistrationDetail,
  RegistrationsResponse,
  StaffListResponse,
  StaffMeResponse,
  ProviderStatement,
  StaffRole,
} from '@petverse/api/contract';

/** Back-office answers that match the API contract, for the page stories. */

const NOW = '2026-11-25T10:30:00.000Z';
const ORDER_ID = '3f2a9c1e-5b7d-4e2f-9a1b-1a2b3c4d5e6f';

export const staffMe = (role: StaffRole = 'owner'): StaffMeResponse => ({
  staff: {
    _id: '0b8e4f6a-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
    name: role === 'owner' ? 'Nisha Kapoor' : 'Ravi Kumar',
    email: role === 'owner' ? 'nisha@petverse.in' : 'ravi@petverse.in',
    role,
    disabledAt: null,
    createdAt: '2026-10-01T09:00:00.000Z',
  },
});

export const dashboard: DashboardResponse = {
  days: Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10),
    orders: [4, 7, 3, 9, 6, 12, 5][i % 7]!,
    cancelled: [0, 1, 0, 2, 0, 3, 1][i % 7]!,
    revenue: [5200, 9100, 2800, 14200, 7600, 18900, 6400][i % 7]!,
    refunded: [0, 0, 450, 0, 0, 1200, 0][i % 7]!,
  })),
  byStatus: [
    { status: 'pending', count: 6 },
    { status: 'confirmed', count: 4 },
    { status: 'packed', count: 2 },
    { status: 'shipped', count: 11 },
    { status: 'delivered', count: 140 },
    { status: 'cancelled', count: 5 },
  ],
  topProducts: [
    { _id: 'p1', name: 'Chicken & Rice Adult Dog Kibble, 3 kg', units: 48, revenue: 59952 },
    { _id: 'p2', name: 'Ocean Fish Adult Cat Food, 1.2 kg', units: 31, revenue: 21390 },
  ],
  lowStock: [
    { _id: 'p3', name: 'Neem Tick & Flea Shampoo, 200 ml', stock: 0 },
    { _id: 'p4', name: 'Cotton Rope Tug Toy', stock: 3 },
  ],
  registrations: { new: 3, lastWeek: 8 },
  generatedAt: NOW,
};

export const ordersPage: AdminOrdersResponse = {
  orders: [
    {
      _id: ORDER_ID,
      createdAt: '2026-11-25T04:40:00.000Z',
      status: 'confirmed',
      paymentStatus: 'completed',
      payment: 'completed',
      refunded: 0,
      paymentMethod: 'Razorpay',
      totalPrice: 1349,
      itemCount: 2,
      buyer: { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    },
    {
      _id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      createdAt: '2026-11-24T18:10:00.000Z',
      status: 'pending',
      paymentStatus: 'pending',
      payment: 'pending',
      refunded: 0,
      paymentMethod: 'Cash on Delivery',
      totalPrice: 599,
      itemCount: 1,
      buyer: { name: 'Kiran Shah', email: 'kiran@example.com', phone: '9123456780' },
      city: 'Lucknow',
      state: 'Uttar Pradesh',
      pincode: '226001',
    },
    {
      _id: '8d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
      createdAt: '2026-11-24T09:05:00.000Z',
      status: 'cancelled',
      paymentStatus: 'completed',
      payment: 'refunded',
      refunded: 899,
      paymentMethod: 'Razorpay',
      totalPrice: 899,
      itemCount: 1,
      buyer: { name: 'Ila Sen', email: 'ila@example.com', phone: '9012345678' },
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700019',
    },
  ],
  pagination: { page: 1, limit: 25, total: 3, totalPages: 1 },
  counts: { all: 3, pending: 1, confirmed: 1, cancelled: 1 },
};

export const orderDetail: AdminOrderDetail = {
  order: {
    _id: ORDER_ID,
    createdAt: '2026-11-25T04:40:00.000Z',
    totalPrice: 1349,
    status: 'confirmed',
    paymentStatus: 'completed',
    paymentMethod: 'Razorpay',
    shippingType: 'Economy',
    shippingPrice: 50,
    items: [
      {
        _id: 'l1',
        itemType: 'product',
        itemId: { _id: 'p1', name: 'Chicken & Rice Adult Dog Kibble, 3 kg' },
        price: 1249,
        quantity: 1,
      },
      {
        _id: 'l2',
        itemType: 'product',
        itemId: { _id: 'p9', name: 'Squeaky Rubber Bone' },
        price: 50,
        quantity: 1,
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
    refund: null,
    paymentId: 'pay_Nq8x2b3C4d5E6f',
    courier: null,
    trackingNumber: null,
    statusHistory: [
      { status: 'pending', at: '2026-11-25T04:40:00.000Z' },
      { status: 'confirmed', at: '2026-11-25T05:10:00.000Z' },
    ],
  },
  buyer: { _id: 'u1', name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', orders: 3 },
  events: [
    { status: 'pending', at: '2026-11-25T04:40:00.000Z', by: null, note: null },
    { status: 'confirmed', at: '2026-11-25T05:10:00.000Z', by: 'Ravi Kumar', note: null },
  ],
  actions: {
    services: false,
    next: ['packed', 'shipped', 'delivered'],
    cancel: true,
    collect: false,
  },
};

export const product: AdminProduct = {
  _id: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a',
  name: 'Chicken & Rice Adult Dog Kibble',
  description: 'Complete adult dog food with real chicken as the first ingredient.',
  category: 'food',
  petspecies: 'dog',
  lifeStage: 'adult',
  brand: 'Pawfect',
  price: 1249,
  mrp: 1399,
  stock: 4,
  images: ['/art/service-dog.svg'],
  version: 3,
  withdrawnAt: null,
  averageRating: 4.5,
  ratingCount: 255,
  createdAt: '2025-07-02T00:00:00.000Z',
  variantLabel: '3 kg',
  hsn: null,
  gstRate: null,
  sku: 'PV-DOG-CHICKEN-RICE-KIBBLE-3KG',
  weightGrams: 3000,
  dimensionsCm: null,
};

/** The product's sizes as GET /admin/products/{id} lists them beside it (ADR 026). */
export const productSizes: AdminProductVariant[] = [
  {
    _id: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f01',
    variantLabel: '1.2 kg',
    price: 549,
    mrp: null,
    stock: 40,
    withdrawnAt: null,
  },
  { _id: product._id, variantLabel: '3 kg', price: 1249, mrp: 1399, stock: 4, withdrawnAt: null },
];

export const registrations: RegistrationsResponse = {
  registrations: [
    {
      _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      formKey: 'groomingCenter',
      formTitle: 'Grooming Center Registration',
      name: 'Happy Tails Grooming',
      email: 'hello@happytails.example',
      phone: '9988776655',
      city: 'Lucknow',
      status: 'new',
      partnerOrigin: 'https://clinic.example',
      createdAt: '2026-11-24T11:00:00.000Z',
    },
  ],
  pagination: { page: 1, limit: 25, total: 1, totalPages: 1 },
  forms: [
    { key: 'vetClinic', title: 'Vet Clinic Registration', total: 4, new: 0 },
    { key: 'groomingCenter', title: 'Grooming Center Registration', total: 7, new: 1 },
  ],
};

export const registration: RegistrationDetail = {
  ...registrations.registrations[0]!,
  answers: [
    { label: 'Business Name', value: 'Happy Tails Grooming' },
    { label: 'Contact Person', value: 'Farah Khan' },
    { label: 'Available Services', value: 'Bath, Haircut, Nail trim' },
  ],
  files: [
    {
      field: 'portfolio',
      label: 'Upload Portfolio',
      name: `${'a'.repeat(32)}.pdf`,
      originalName: 'portfolio.pdf',
      size: 182_000,
    },
  ],
  hidden: { branch: 'PN-02', utm_source: 'clinic-newsletter' },
  note: null,
  decidedBy: null,
  decidedAt: null,
};

export const appointments: AppointmentsResponse = {
  appointments: [
    {
      _id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      kind: 'grooming',
      date: '2026-11-25',
      time: '10:30',
      provider: { _id: 'g1', name: 'Pawfect Grooming, Koregaon Park' },
      service: 'Full Grooming Package',
      pet: 'Bruno (Beagle)',
      owner: { name: 'Kiran Shah', phone: '9123456780' },
      status: 'confirmed',
      reschedulable: false,
    },
    {
      _id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
      kind: 'consultation',
      date: '2026-11-25',
      time: '14:00',
      provider: { _id: 'd1', name: 'Dr. Meera Iyer' },
      service: 'Consultation, Online',
      pet: 'Coco (Cat)',
      owner: { name: 'Ila Sen', phone: '9012345678' },
      status: 'booked',
      reschedulable: false,
    },
  ],
  providers: [
    { _id: 'g1', name: 'Pawfect Grooming, Koregaon Park', kind: 'grooming' },
    { _id: 'd1', name: 'Dr. Meera Iyer', kind: 'consultation' },
  ],
};

export const staffList: StaffListResponse = {
  staff: [
    staffMe('owner').staff,
    {
      _id: 's2',
      name: 'Ravi Kumar',
      email: 'ravi@petverse.in',
      role: 'operations',
      disabledAt: null,
      createdAt: '2026-10-03T09:00:00.000Z',
    },
    {
      _id: 's3',
      name: 'Farah Khan',
      email: 'farah@petverse.in',
      role: 'catalogue',
      disabledAt: '2026-11-20T09:00:00.000Z',
      createdAt: '2026-10-05T09:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: '5b0f1c62-4a51-4d8e-9a43-6f3d2c1e7a90',
      email: 'arjun@petverse.in',
      name: 'Arjun',
      role: 'partnerships',
      createdAt: '2026-11-24T09:00:00.000Z',
      expiresAt: '2026-12-01T09:00:00.000Z',
    },
  ],
};

export const audit: AuditResponse = {
  entries: [
    {
      _id: 'e1',
      at: '2026-11-25T09:45:00.000Z',
      staff: { _id: 's2', name: 'Ravi Kumar', email: 'ravi@petverse.in' },
      action: 'order.status',
      target: { type: 'order', id: ORDER_ID },
      before: { status: 'packed' },
      after: { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV 1234-5678' },
    },
    {
      _id: 'e2',
      at: '2026-11-25T08:00:00.000Z',
      staff: { _id: 's3', name: 'Farah Khan', email: 'farah@petverse.in' },
      action: 'stock.receive',
      target: { type: 'product', id: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f8a' },
      before: { stock: 4 },
      after: { stock: 28, change: 24, reason: 'Delivery from the distributor' },
    },
  ],
  pagination: { page: 1, limit: 50, total: 2, totalPages: 1 },
};

/** A return of the delivered order, asked for and not yet looked at. */
export const returnRequested: AdminReturn = {
  _id: 'r1',
  orderId: ORDER_ID,
  status: 'requested',
  reason: 'damaged',
  note: 'The bone arrived torn.',
  rejection: null,
  lines: [{ itemId: 'l2', name: 'Squeaky Rubber Bone', quantity: 1 }],
  refundAmount: 50,
  shippingRefunded: false,
  refund: null,
  creditNote: null,
  picture: null,
  refundTo: 'UPI asha.rao@okaxis',
  history: [{ status: 'requested', at: '2026-11-27T06:00:00.000Z' }],
  buyer: { name: 'Asha Rao', email: 'asha@example.com' },
  createdAt: '2026-11-27T06:00:00.000Z',
  actions: { approve: true, reject: true, pickUp: false, receive: false },
  refundDestination: { kind: 'upi', upiId: 'asha.rao@okaxis' },
};

/** The providers the partnerships team looks after: one of each status. */
export const adminProviders: AdminProvider[] = [
  {
    id: '00000000-0000-4000-8000-0000000000a1',
    kind: 'groomer',
    name: 'GroomVan Pune',
    city: 'Pune',
    status: 'active',
    commissionPercent: 15,
    owner: 'ravi@groomvan.in',
    demo: false,
    createdAt: '2026-10-02T06:30:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-0000000000a2',
    kind: 'vet',
    name: 'Healing Paws Clinic',
    city: 'Mumbai',
    status: 'suspended',
    commissionPercent: 10,
    owner: 'dr.mehta@healingpaws.in',
    demo: false,
    createdAt: '2026-10-10T06:30:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-0000000000a3',
    kind: 'trainer',
    name: 'Sit Stay Academy',
    city: 'Bengaluru',
    status: 'invited',
    commissionPercent: 15,
    owner: null,
    demo: false,
    createdAt: '2026-11-20T06:30:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-0000000000a4',
    kind: 'groomer',
    name: 'Pawfect Mobile Grooming',
    city: 'Pune',
    status: 'active',
    commissionPercent: 15,
    owner: null,
    demo: true,
    createdAt: '2026-07-02T06:30:00.000Z',
  },
];

/** GroomVan Pune's November 2026: two done bookings at 15 %, not paid yet. */
export const providerStatement: ProviderStatement = {
  providerId: '00000000-0000-4000-8000-0000000000a1',
  providerName: 'GroomVan Pune',
  month: '2026-11',
  commissionPercent: 15,
  bookings: [
    { id: 'b-1', start: '2026-11-03T10:00:00+05:30', service: 'Full Grooming', price: 1200 },
    { id: 'b-2', start: '2026-11-17T14:00:00+05:30', service: 'Spa Day', price: 2400 },
  ],
  gross: 3600,
  commission: 540,
  gstOnCommission: 97.2,
  net: 2962.8,
  payout: null,
};
