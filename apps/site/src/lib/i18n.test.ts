import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHODS,
  RETURN_REASON_LABELS,
  SHIPPING,
  SUBSCRIPTION_STATUS_LABELS,
  said,
} from '@petverse/api/contract';
import { translate } from '@petverse/ui/format';
import { siteI18n } from './i18n';

// A refusal of the server is answered with its text and values (`said`), the field's name a text
// of its own: a Hindi page says all of it in Hindi (the server's texts are checked by `pnpm i18n`).
describe("the server's refusals on a page", () => {
  const required = said('{label} is required.', { label: said('Pet name', {}) });
  const tooLong = said('{label} must be at most {max} characters.', {
    label: said('Pet name', {}),
    max: 100,
  });

  it('read in Hindi on a Hindi page, the field named in Hindi', async () => {
    const hindi = await siteI18n('hi');
    expect(translate(hindi, required)).toBe('पेट का नाम ज़रूरी है।');
    expect(translate(hindi, tooLong)).toBe('पेट का नाम: ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं।');
    expect(translate(hindi, 'Date of birth cannot be in the future.')).toBe(
      'जन्म तिथि आगे की तारीख़ नहीं हो सकती।',
    );
  });

  it('read as the server wrote them on an English page', async () => {
    const english = await siteI18n('en');
    expect(translate(english, required)).toBe('Pet name is required.');
    expect(translate(english, tooLong)).toBe('Pet name must be at most 100 characters.');
  });
});

// Words a page shows from the contract's values (the shipping types and their days, the payment
// methods, return reasons, subscription states): the static check cannot follow a value, so
// each is looked up in the Hindi catalogues the site loads.
describe("the contract's words a page shows", () => {
  it('each have their Hindi', async () => {
    const hindi = await siteI18n('hi');
    const words = [
      ...Object.entries(SHIPPING).flatMap(([type, { days }]) => [type, days]),
      ...PAYMENT_METHODS,
      ...Object.values(RETURN_REASON_LABELS),
      ...Object.values(SUBSCRIPTION_STATUS_LABELS),
    ];
    // The brand of the payment provider is written as it is.
    expect(words.filter((w) => translate(hindi, w) === w && w !== 'Razorpay')).toEqual([]);
  });
});
