import { describe, expect, it } from 'vitest';
import {
  financialYear,
  gstKind,
  invoiceNumber,
  numberInWords,
  rupeesInWords,
  shareDiscount,
  splitIntraState,
  taxOf,
} from './gst';

describe('amounts in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [101, 'One Hundred One'],
    [1856, 'One Thousand Eight Hundred Fifty Six'],
    [99_999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'],
    [1_00_00_000, 'One Crore'],
    [2_05_00_310, 'Two Crore Five Lakh Three Hundred Ten'],
    [1234_00_00_000, 'One Thousand Two Hundred Thirty Four Crore'],
  ])('%i is %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('writes rupees and paise', () => {
    expect(rupeesInWords(185650)).toBe(
      'Rupees One Thousand Eight Hundred Fifty Six and Fifty Paise Only',
    );
    expect(rupeesInWords(100)).toBe('Rupees One Only');
    expect(() => numberInWords(-1)).toThrow(RangeError);
  });
});

describe('GST', () => {
  it('takes the tax out of an inclusive price, to the paisa', () => {
    expect(taxOf(118_00, 18)).toEqual({ taxablePaise: 100_00, taxPaise: 18_00 });
    const { taxablePaise, taxPaise } = taxOf(1249_00, 18);
    expect(taxablePaise + taxPaise).toBe(1249_00);
    expect(taxablePaise).toBe(105847);
  });

  it('is CGST and SGST within the seller’s state, IGST across states', () => {
    expect(gstKind('Maharashtra', ' maharashtra ')).toBe('intra');
    expect(gstKind('Maharashtra', 'Karnataka')).toBe('inter');
    expect(splitIntraState(1801)).toEqual({ cgstPaise: 900, sgstPaise: 901 });
  });

  it('numbers invoices per financial year (April to March, India)', () => {
    expect(financialYear(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27');
    // 31 March 18:30 UTC is 1 April in India.
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(invoiceNumber('PV', '2026-27', 42)).toBe('PV/2026-27/000042');
  });
});

describe('shareDiscount', () => {
  it('shares a coupon among the lines by their amounts, the odd paise to the last', () => {
    expect(shareDiscount([100_000, 50_000], 30_000)).toEqual([20_000, 10_000]);
    expect(shareDiscount([10_000, 10_000, 10_000], 10_000)).toEqual([3333, 3333, 3334]);
    expect(shareDiscount([199_900], 19_900)).toEqual([19_900]);
  });
  it('takes nothing without a discount, and never more than the lines', () => {
    expect(shareDiscount([5000, 5000], 0)).toEqual([0, 0]);
    expect(shareDiscount([5000], 9000)).toEqual([5000]);
  });
});
