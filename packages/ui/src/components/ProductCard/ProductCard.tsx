import type { ComponentType, ReactNode } from 'react';
import { PriceTag } from '../PriceTag';
import { PriceSaving, type PriceSavingProps } from '../PriceSaving';
import { ProductImage } from '../ProductImage';
import { Rating } from '../Rating';
import { WishlistButton } from '../WishlistButton';
import {
  Actions,
  Body,
  Card,
  FromPrice,
  HeartSlot,
  Meta,
  Name,
  Sizes,
  StockNote,
} from './ProductCard.styles';
import { translateNode, useT } from '../../i18n/I18n';

/** The link a card renders; an app passes its router's link so navigation stays client-side. */
export type CardLinkComponent = ComponentType<{ href: string; children: ReactNode }>;

const PlainLink: CardLinkComponent = ({ href, children }) => <a href={href}>{children}</a>;

export interface ProductCardProps {
  /** The product's name; also the card's heading and link text. */
  name: string;
  /** Image address; a broken or missing one shows a placeholder. */
  imageUrl?: string | null;
  /** Price in rupees. */
  price: number;
  /**
   * The product's lowest price in rupees when its sizes' prices differ: the card shows
   * 'from ₹X' instead of `price`. @default null
   */
  fromPrice?: number | null;
  /** How many sizes the product comes in; 2 or more says so under the name. @default 1 */
  sizeCount?: number;
  /** Average rating, or null for 'N/A'. */
  averageRating: number | null | undefined;
  /** How many ratings the average is made of; shown next to it when given. */
  ratingCount?: number;
  /** Where the card leads, e.g. the product page. */
  href: string;
  /** The link component to render. @default a plain anchor */
  linkComponent?: CardLinkComponent;
  /** Wishlist heart: shown only when a toggle handler is given. */
  wishlist?: { active: boolean; onToggle: () => void; pending?: boolean };
  /** Load the image at once, for cards above the fold. @default false */
  priority?: boolean;
  /** The heading level of the name, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Extra actions under the card, e.g. Add to Cart. */
  actions?: ReactNode;
  /** What the shop says of its stock, e.g. 'Only 3 left' or 'Out of stock'; nothing when null. */
  stockNote?: string | null;
  /** Whether the product can be bought now; false dims the price and marks the card. @default true */
  inStock?: boolean;
  /**
   * The MRP, '% off' and price per kg or litre of the size shown, under the price (the app works
   * them out: `percentOff`, `unitPrice` of the contract). @default none
   */
  saving?: PriceSavingProps;
}

/**
 * A product tile: image, name (the link), rating or 'N/A', rupee price ('from ₹X' for a product
 * whose sizes differ in price) and an optional wishlist heart.
 */
export function ProductCard({
  name,
  imageUrl,
  price,
  fromPrice = null,
  sizeCount = 1,
  averageRating,
  ratingCount,
  href,
  linkComponent: Link = PlainLink,
  wishlist,
  priority = false,
  headingLevel = 3,
  actions,
  stockNote,
  inStock = true,
  saving,
}: ProductCardProps) {
  const t = useT();
  return (
    <Card data-ui="ProductCard" data-state={inStock ? undefined : 'out-of-stock'}>
      <ProductImage
        src={imageUrl}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
      {wishlist ? (
        <HeartSlot>
          <WishlistButton
            active={wishlist.active}
            pending={wishlist.pending}
            productName={name}
            onToggle={wishlist.onToggle}
          />
        </HeartSlot>
      ) : null}
      <Body>
        {/* The catalogue's own words (English), said so for screen readers on a Hindi page. */}
        <Name as={`h${headingLevel}`} lang="en">
          <Link href={href}>{name}</Link>
        </Name>
        <Meta>
          <Rating value={averageRating} count={ratingCount} />
          {fromPrice !== null ? (
            <FromPrice>
              {t('from')} <PriceTag amount={fromPrice} emphasis />
            </FromPrice>
          ) : (
            <PriceTag amount={price} emphasis />
          )}
        </Meta>
        {saving ? <PriceSaving {...saving} /> : null}
        {sizeCount > 1 ? <Sizes>{t('{count} sizes', { count: sizeCount })}</Sizes> : null}
        {stockNote ? (
          <StockNote data-state={inStock ? 'low' : 'out'}>{translateNode(t, stockNote)}</StockNote>
        ) : null}
      </Body>
      {actions ? <Actions>{actions}</Actions> : null}
    </Card>
  );
}
