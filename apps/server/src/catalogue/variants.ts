import { sql } from 'drizzle-orm';
import { VARIANT_NAME_SEPARATOR } from '@petverse/api/contract';
import { products } from './tables';

/**
 * A product row's name as a cart, an order, an invoice or a mail shows it: the product and its
 * size, 'Name — 3 kg' (ADR 026); the name alone when the product has no sizes. Orders keep the
 * name they were placed with, so invoices and mails of a placed order name its size too.
 */
export const variantNameSql = sql<string>`case when ${products.variantLabel} = '' then ${products.name} else ${products.name} || ${VARIANT_NAME_SEPARATOR} || ${products.variantLabel} end`;

/** `variantNameSql` as the text of a prepared statement on `products` (the hot cart and wishlist). */
export const VARIANT_NAME_TEXT = `case when variant_label = '' then name else name || '${VARIANT_NAME_SEPARATOR}' || variant_label end`;
