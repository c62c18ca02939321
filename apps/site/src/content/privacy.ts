/** The privacy policy of the Petverse website. Effective July 2, 2025. */
export const PRIVACY_EFFECTIVE_DATE = 'July 2, 2025';

export const privacySections: { heading: string; paragraphs: string[] }[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'This policy explains how Petverse ("we", "us") collects and uses personal data when you use our website, our pet store and the services we help you book. Petverse is operated from Pune, India. Questions about this policy can be sent to hello@petverse.in.',
    ],
  },
  {
    heading: 'What we collect',
    paragraphs: [
      'Account data: your name, email address, phone number, an optional profile picture and a password, which we store only as a one-way hash.',
      'Pet data: your pets’ names, species, breeds, dates of birth and pictures, so we can show suitable products and services.',
      'Orders and bookings: delivery addresses, the items you buy, appointments you book, and payment references. Card details are entered with our payment provider, Razorpay, and never reach our servers.',
      'Forms: the details businesses and pet parents send through our registration forms, including any documents attached.',
      'Technical data: the pages you request and basic request logs, kept to run and secure the service. We do not log passwords or login tokens.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'To run your account, deliver your orders, arrange the appointments you book, answer your questions, prevent fraud and abuse, and meet our legal obligations. We do not sell your personal data.',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'Only with the partners needed to serve you: the groomer, clinic or transporter you book, delivery partners for your orders, and Razorpay for payments. Each receives only what it needs for that job.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account and pet data are kept while your account is active. Order and payment records are kept for as long as Indian tax and accounting rules require. Password reset codes expire after 10 minutes.',
    ],
  },
  {
    heading: 'Your choices and rights',
    paragraphs: [
      'You can view and correct your profile, pets and addresses at any time in your account. You may ask us for a copy of your data, or for its deletion, by writing to hello@petverse.in; we will answer within 30 days, in line with the Digital Personal Data Protection Act, 2023.',
    ],
  },
  {
    heading: 'Storage on your device',
    paragraphs: [
      'We keep your login token in your browser’s local storage so you stay signed in, and a session flag so the intro video plays once per visit. We do not use advertising cookies.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'If we change this policy we will update the effective date above and, for significant changes, tell you by email.',
    ],
  },
];
