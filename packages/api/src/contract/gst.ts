import type { ProductCategory } from './constants';
import { PROVIDER_SERVICE_GST } from './providers';

/*
 * GST on a tax invoice (issue 32): each product's HSN code and rate, CGST + SGST when the goods
 * are delivered in the seller's state and IGST across states, amounts in words in Indian
 * numbering, and one series of invoice numbers per financial year. Prices in the store include
 * GST, as Indian retail prices do: the taxable value is taken out of them.
 */

/** A product's HSN code and GST rate (percent), by category: kept as data, changed here. */
export const GST_BY_CATEGORY: Record<ProductCategory, { hsn: string; rate: number }> = {
  // Dog or cat food put up for retail sale (chapter 23).
  food: { hsn: '23091000', rate: 18 },
  treats: { hsn: '23091000', rate: 18 },
  // Toys (chapter 95).
  toys: { hsn: '95030090', rate: 12 },
  // Saddlery and harness for any animal, leashes, collars (heading 4201).
  accessories: { hsn: '42010000', rate: 12 },
  // Shampoos and grooming preparations (heading 3305).
  grooming: { hsn: '33051090', rate: 18 },
  // Veterinary medicaments in measured doses (heading 3004).
  health: { hsn: '30049099', rate: 12 },
};
/** Shipping charged on an invoice: courier services (SAC 996812) at 18 %. */
export const SHIPPING_GST = { hsn: '996812', rate: 18 } as const;
/**
 * What is not a product of the catalogue (a pharmacy order, a consultation). A consultation is a
 * veterinary clinic's health care: the rule for services is written once, with its source, in
 * `PROVIDER_SERVICE_GST` (exempt; issue 52 item 7).
 */
export const SERVICE_GST = {
  pharmacy: { hsn: '30049099', rate: 12 },
  booking: { hsn: PROVIDER_SERVICE_GST.vet.sac, rate: PROVIDER_SERVICE_GST.vet.rate },
} as const;

/** Paise split into its taxable value and its tax, for a GST-inclusive amount. */
export function taxOf(
  inclusivePaise: number,
  rate: number,
): { taxablePaise: number; taxPaise: number } {
  const taxablePaise = Math.round((inclusivePaise * 100) / (100 + rate));
  return { taxablePaise, taxPaise: inclusivePaise - taxablePaise };
}

/**
 * A discount given on the invoice (a coupon, issue 38) shared among its lines in proportion to
 * their amounts, in paise, the odd paise to the last line: each line's taxable value is then
 * taken from its amount after its share, as GST values a discount known at the time of supply.
 */
export function shareDiscount(amountsPaise: readonly number[], discountPaise: number): number[] {
  const whole = amountsPaise.reduce((n, a) => n + a, 0);
  if (whole <= 0 || discountPaise <= 0) return amountsPaise.map(() => 0);
  const taken = Math.min(discountPaise, whole);
  const shares = amountsPaise.map((a) => Math.floor((a * taken) / whole));
  shares[shares.length - 1]! += taken - shares.reduce((n, a) => n + a, 0);
  return shares;
}

/**
 * How a tax is shown: CGST and SGST (half each) when the place of supply is the seller's state,
 * IGST otherwise. States are compared by name, whatever their case and spacing.
 */
export function gstKind(sellerState: string, placeOfSupply: string): 'intra' | 'inter' {
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  return norm(sellerState) === norm(placeOfSupply) ? 'intra' : 'inter';
}

/** CGST and SGST of a tax: half each, the odd paisa to SGST so the two add up exactly. */
export function splitIntraState(taxPaise: number): { cgstPaise: number; sgstPaise: number } {
  const cgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise };
}

/** The financial year (1 April to 31 March, India) of a moment: '2026-27'. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** An invoice's number: the series' prefix, its financial year and its place: 'PV/2026-27/000042'. */
export const invoiceNumber = (prefix: string, fy: string, seq: number) =>
  `${prefix}/${fy}/${String(seq).padStart(6, '0')}`;

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words. */
const twoDigits = (n: number) =>
  n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;
/** 0–999 in words. */
const threeDigits = (n: number) =>
  [n >= 100 ? `${ONES[Math.floor(n / 100)]} Hundred` : '', twoDigits(n % 100)]
    .filter(Boolean)
    .join(' ');

/** A whole number in words with Indian grouping: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${twoDigits(lakh)} Lakh` : '',
    thousand ? `${twoDigits(thousand)} Thousand` : '',
    rest ? threeDigits(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount of paise as an invoice writes it: 'Rupees One Thousand Eight Hundred Fifty Six and Fifty Paise Only'. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${twoDigits(rest)} Paise` : ''} Only`;
}

/**
 * India's states and union territories by their GST state code, as GSTR-1 names a place of
 * supply ('27-Maharashtra'). 25 (Daman and Diu) joined 26 in 2020; 28 was Andhra Pradesh before
 * 2014 (now 37).
 */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Names people write for a state, as GST_STATE_CODES has it (lower case, '&' as 'and'). */
const STATE_ALIASES: Record<string, string> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
  uttaranchal: 'Uttarakhand',
  'jammu kashmir': 'Jammu and Kashmir',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
};

/**
 * A place of supply as GSTR-1 writes it, '27-Maharashtra', from a state as an address gives it
 * (any case, '&' or 'and', the old names); null when it names no state.
 */
export function placeOfSupply(state: string): string | null {
  const key = state.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');
  const name =
    Object.keys(GST_STATE_CODES).find((s) => s.toLowerCase() === key) ?? STATE_ALIASES[key];
  return name ? `${GST_STATE_CODES[name]}-${name}` : null;
}
