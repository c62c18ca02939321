export { PriceTable } from './PriceTable';
export type { PriceTableProps, PriceRow } from './PriceTable';
