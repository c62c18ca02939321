/** The footer's contact block and blurb: small, because every page's first load carries them. */
export const contact = {
  city: 'Pune, Maharashtra',
  email: 'hello@petverse.in',
  phone: '+91 20 4000 1234',
};

export const aboutBlurb =
  'Petverse is where pet parents in India look after their dogs and cats: a pet store, vets, groomers, trainers and travel partners, all in one place.';
