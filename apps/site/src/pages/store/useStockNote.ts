import { useCallback } from 'react';
import { STOCK_NOTES, stockNote } from '@petverse/api/contract';
import { useT } from '@petverse/ui';

/**
 * What a card or the product page says about stock ('Only 3 left', 'Out of stock'), in the
 * page's language; null when nothing needs saying (the rule is `stockNote`'s).
 */
export function useStockNote(): (stock: number | undefined) => string | null {
  const t = useT();
  return useCallback(
    (stock) => {
      const note = stockNote(stock);
      if (note === null || stock === undefined) return null;
      return note === STOCK_NOTES.out ? t(note) : t('Only {n} left', { n: stock });
    },
    [t],
  );
}
