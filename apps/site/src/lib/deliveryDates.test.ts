import { describe, expect, it } from 'vitest';
import { deliveredBy, deliveredOn } from '@petverse/api/contract';
import { deliveredOnDay, deliveredWithin } from './deliveryDates';

describe('delivery dates written without Intl', () => {
  it("say what the contract's deliveredOn says, in English and Hindi, every day for two years", () => {
    for (let i = 0; i < 730; i++) {
      const date = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
      for (const locale of ['en', 'hi'] as const)
        expect(deliveredOnDay(date, locale)).toEqual(deliveredOn(date, locale));
    }
    expect(deliveredOnDay('2026-11-28', 'en').values).toEqual({ date: 'Sat, 28 Nov' });
    expect(deliveredOnDay('2026-09-04', 'hi').values).toEqual({ date: 'शुक्र, 4 सित॰' });
  });

  it("say what the contract's deliveredBy says for an order placed now", () => {
    for (const now of [new Date('2026-11-27T08:00:00Z'), new Date('2026-12-31T20:00:00Z')])
      for (const shipping of ['Economy', 'Express'] as const)
        for (const locale of ['en', 'hi'] as const)
          expect(deliveredWithin(shipping, now, locale)).toEqual(
            deliveredBy(shipping, now, locale),
          );
  });
});
