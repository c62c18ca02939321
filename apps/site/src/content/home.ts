/** Home page copy. All of it is Petverse's own writing. */

export interface HeroSlide {
  id: string;
  headline: string;
  subheadline: string;
  /** Art for wide screens and for phones (our own SVGs under /art). */
  desktopImage: string;
  mobileImage: string;
  cta: { label: string; to: string };
}

export const homeHeroSlides: HeroSlide[] = [
  {
    id: 'care',
    headline: 'Everything your pet needs, in one happy place',
    subheadline: 'Food, grooming, vet visits and more for dogs and cats across India.',
    desktopImage: '/art/hero-care-wide.webp',
    mobileImage: '/art/hero-care-tall.webp',
    cta: { label: 'Explore Pet Care', to: '/pet-dog-care' },
  },
  {
    id: 'store',
    headline: 'A pet store that knows your pet by name',
    subheadline: 'Hand-picked food, treats, toys and accessories, delivered to your door.',
    desktopImage: '/art/hero-store-wide.webp',
    mobileImage: '/art/hero-store-tall.webp',
    cta: { label: 'Shop the Pet Store', to: '/pet-store' },
  },
  {
    id: 'lifestyle',
    headline: 'Grooming, training and travel without the stress',
    subheadline: 'Trusted partners in your city, booked in a few taps.',
    desktopImage: '/art/hero-lifestyle-wide.webp',
    mobileImage: '/art/hero-lifestyle-tall.webp',
    cta: { label: 'Discover Pet Lifestyle', to: '/pet-dog-lifestyle' },
  },
];

export interface StoryCard {
  id: string;
  title: string;
  body: string;
}

export const whoWeAreStories: StoryCard[] = [
  {
    id: 'started',
    title: 'Why we started',
    body: 'It began with a rescued indie pup named Biscuit and a weekend spent phoning five clinics for one vaccination slot. Pet parents deserved one place that simply worked.',
  },
  {
    id: 'believe',
    title: 'What we believe',
    body: 'Pets are family. Every product we list and every partner we onboard has to pass one test: would we trust it with our own dogs and cats?',
  },
  {
    id: 'today',
    title: 'Where we are today',
    body: 'From Pune and Mumbai outwards, Petverse connects thousands of pet parents with groomers, vets, trainers and a store that delivers across India.',
  },
];

export interface Quote {
  name: string;
  title: string;
  image: string;
  message: string;
}

const avatar = (n: number) => `/art/avatar-${(n % 6) + 1}.webp`;

export const quotes: Quote[] = [
  {
    name: 'Ananya Rao',
    title: 'Co-founder, Petverse',
    image: avatar(0),
    message:
      'Biscuit came home from a Pune street with a limp and a wagging tail. Looking after him taught me how scattered pet care in India was: one app for food, a phone call for the groomer, a queue at the clinic. Petverse is the place I wished I had that first year.',
  },
  {
    name: 'Rohan Mehta',
    title: 'Dog dad to Simba, Mumbai',
    image: avatar(1),
    message:
      'Booked a home grooming slot at 10 pm and the groomer was at our door the next morning. Simba actually enjoyed it.',
  },
  {
    name: 'Priya Nair',
    title: 'Cat mom to Mishti, Bengaluru',
    image: avatar(2),
    message:
      'The kitten food Mishti likes is always in stock and arrives in two days. One less thing to worry about.',
  },
  {
    name: 'Arjun Singh',
    title: 'Dog dad to Bruno, Delhi',
    image: avatar(3),
    message:
      'The online consult saved us a panicked midnight drive. The vet was calm, clear and kind.',
  },
  {
    name: 'Meera Iyer',
    title: 'Cat mom to Pepper and Salt, Chennai',
    image: avatar(4),
    message:
      'Two cats, two diets, one cart. Checkout takes a minute and the delivery updates are spot on.',
  },
  {
    name: 'Kabir Khan',
    title: 'Dog dad to Leo, Pune',
    image: avatar(5),
    message: 'Leo pulled so hard on walks. The trainer we found here fixed that in four sessions.',
  },
  {
    name: 'Sneha Kulkarni',
    title: 'Dog mom to Coco, Pune',
    image: avatar(0),
    message: 'I love that the groomers send a photo when they are done. Coco looks like a cloud.',
  },
  {
    name: 'Vikram Desai',
    title: 'Dog dad to Rani, Ahmedabad',
    image: avatar(1),
    message:
      'Moving cities with a 30 kg Labrador sounded impossible. The transport partner made it boring, in the best way.',
  },
  {
    name: 'Fatima Sheikh',
    title: 'Cat mom to Noor, Hyderabad',
    image: avatar(2),
    message: 'The scratching post saved our sofa. The reviews were honest and so was the price.',
  },
  {
    name: 'Rahul Verma',
    title: 'Dog dad to Tiger, Lucknow',
    image: avatar(3),
    message:
      'Tiger is fourteen. The senior food and joint chews gave him a spring in his step again.',
  },
  {
    name: 'Aditi Joshi',
    title: 'Dog mom to Mango, Mumbai',
    image: avatar(4),
    message:
      'Mango is afraid of the clinic, so the home visit option is a blessing for both of us.',
  },
  {
    name: 'Siddharth Bose',
    title: 'Cat dad to Rasgulla, Kolkata',
    image: avatar(5),
    message: 'Rasgulla refuses most wet food. The tuna in jelly is the only one she finishes.',
  },
  {
    name: 'Neha Gupta',
    title: 'Dog mom to Oreo, Gurugram',
    image: avatar(0),
    message: 'Oreo’s vaccination reminders and his grooming bookings live in one place now.',
  },
  {
    name: 'Karthik Reddy',
    title: 'Dog dad to Max, Bengaluru',
    image: avatar(1),
    message:
      'Great prices on the big food bags, and the delivery folks always ask before ringing the bell.',
  },
  {
    name: 'Pooja Shah',
    title: 'Cat mom to Luna, Surat',
    image: avatar(2),
    message: 'Luna’s flea problem was gone in a week. The vet explained exactly what to do.',
  },
  {
    name: 'Imran Qureshi',
    title: 'Dog dad to Sheru, Bhopal',
    image: avatar(3),
    message: 'Sheru is an indie with a lot of energy. The puzzle feeder keeps him busy for ages.',
  },
  {
    name: 'Lakshmi Menon',
    title: 'Dog mom to Appu, Kochi',
    image: avatar(4),
    message:
      'Appu came home from a shelter nervous of everyone. The behaviour trainer was patient and gentle.',
  },
  {
    name: 'Devansh Patel',
    title: 'Cat dad to Kaju, Vadodara',
    image: avatar(5),
    message: 'Kaju sleeps on the orthopaedic bed we bought for the dog. Nobody is complaining.',
  },
  {
    name: 'Riya Chatterjee',
    title: 'Dog mom to Bella, Kolkata',
    image: avatar(0),
    message: 'The monsoon raincoat fits Bella perfectly. Walks are no longer a muddy fight.',
  },
  {
    name: 'Harsh Agarwal',
    title: 'Dog dad to Rocky, Jaipur',
    image: avatar(1),
    message: 'Customer support sorted a wrong size in a day. That is how you keep a customer.',
  },
];
