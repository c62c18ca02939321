import type { Said } from './said';
import type { LifeStage, PetSpecies, ProductCategory } from './constants';

/** The body of every error answer of the server. */
export interface ErrorBody {
  /** English, as the specifications quote it. */
  message: string;
  /** The same with its template and values, when it has values (so a Hindi page says it in Hindi). */
  said?: Said;
}

/** A store product as the API returns it; price in rupees. */
export interface Product {
  _id: string;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  /** Older records carry `image` instead of `imageUrl`. */
  image?: string;
  /** Average of ratings, or null when nobody has rated it yet. */
  averageRating: number | null;
  petspecies: PetSpecies;
  category: ProductCategory;
  /** How many ratings the average is made of (0 when none). */
  ratingCount: number;
  brand: string;
  lifeStage: LifeStage;
  /** When it joined the catalogue (ISO 8601). */
  createdAt: string;
  /** Units that can be bought now (our addition, issue 31); 0 is out of stock. */
  stock?: number;
  /** The maximum retail price in rupees when above `price`, else null (our addition). */
  mrp?: number | null;
  /** Every picture in order, `imageUrl` first (our addition). */
  images?: string[];
  /** The size this row sells, '3 kg' (ADR 026); '' when the product has no sizes (our addition). */
  variantLabel?: string;
  /** In the store's lists: how many sizes the product has on sale (1: no choice). */
  variantCount?: number;
  /** In the store's lists: its lowest price in rupees when its sizes' prices differ, else null. */
  fromPrice?: number | null;
}

/** One size of a product, as its page offers it (ADR 026): each is a product id of its own. */
export interface ProductVariant {
  _id: string;
  /** '3 kg', 'Medium'; '' when the product has no sizes. */
  label: string;
  price: number;
  mrp: number | null;
  stock: number;
  imageUrl: string;
}

/** GET /product/getall-product?store=petstore */
export interface ProductListQuery {
  store?: string;
}
export interface ProductListResponse {
  products: Product[];
}

/** GET /product/get-productById/{id} */
export interface ProductResponse {
  /**
   * The product, with how many written reviews it has (`reviewCount`): of its `ratingCount`
   * ratings, those that came with words.
   */
  product: Product & {
    reviewCount: number;
    /**
     * Every size of the product on sale, this one among them, in the catalogue's order. The
     * rating, `ratingCount` and `reviewCount` are the product's: all its sizes' together.
     */
    variants: ProductVariant[];
  };
}
