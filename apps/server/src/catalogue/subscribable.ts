import { sql } from 'drizzle-orm';

/**
 * Whether a product may be bought on subscription (ADR 024), as SQL over `products`: its own
 * mark when it has one (litter among the accessories), else its category's
 * (`category_subscriptions`), else not. Written out, with the table named: drizzle prints a
 * column of the query's only table unqualified, which inside the subquery would mean the
 * subquery's own `category`.
 */
export const subscribableSql = sql<boolean>`coalesce("products"."subscribable", (select cs.subscribable from category_subscriptions cs where cs.category = "products"."category"), false)`;
