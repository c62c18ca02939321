import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client';
import { useApiClient } from '../ApiProvider';
import { keepPreviousWhileLoading } from './keepPrevious';
import { useOwner, type Owner } from './owner';
import type {
  MyReviewResponse,
  ReviewDeletedResponse,
  ReviewListResponse,
  ReviewPayload,
  ReviewResponse,
} from '../contract/catalogue';
import type { ProductResponse } from '../contract/types';
import { productKeys } from './products';

export const reviewKeys = {
  /** Every cached page of one product's reviews starts with this. */
  product: (productId: string) => ['reviews', productId] as const,
  page: (productId: string, page: number) => ['reviews', productId, { page }] as const,
  mine: (owner: Owner, productId: string) => ['reviews', productId, 'mine', owner] as const,
  change: (productId: string) => ['reviews', productId, 'change'] as const,
};

/**
 * One page of a product's reviews, newest first, with its average and count
 * (GET /product/{id}/reviews?page=); `null` skips fetching.
 * @example const { data } = useReviews(product._id, page); data?.reviews;
 */
export function useReviews(
  productId: string | null | undefined,
  page = 1,
): SWRResponse<ReviewListResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ReviewListResponse, ApiError, ReturnType<typeof reviewKeys.page> | null>(
    productId ? reviewKeys.page(productId, page) : null,
    async ([, id, params]) => {
      const { data } = await client.get<ReviewListResponse>(
        `/product/${encodeURIComponent(id)}/reviews`,
        { params },
      );
      return data;
    },
    { use: [keepPreviousWhileLoading] },
  );
}

/**
 * The signed-in user's own review of a product and whether they may write one; skipped without
 * a token.
 * @example const { data } = useMyReview(product._id); data?.canReview;
 */
export function useMyReview(
  productId: string | null | undefined,
): SWRResponse<MyReviewResponse, ApiError> {
  const client = useApiClient();
  const owner = useOwner();
  return useSWR<MyReviewResponse, ApiError, ReturnType<typeof reviewKeys.mine> | null>(
    productId && owner ? reviewKeys.mine(owner, productId) : null,
    async ([, id]) => {
      const { data } = await client.get<MyReviewResponse>(
        `/product/${encodeURIComponent(id)}/reviews/mine`,
      );
      return data;
    },
  );
}

/** What `useChangeReview` does: write a new review, edit or delete the user's own. */
export type ReviewChange =
  | { action: 'create'; payload: ReviewPayload }
  | { action: 'update'; reviewId: string; payload: ReviewPayload }
  | { action: 'delete'; reviewId: string };

/**
 * Writes, edits or deletes the user's review of a product. The product's average and count
 * change at once in the cached product, and every cached page of its reviews is refreshed.
 * @example const { trigger } = useChangeReview(id); await trigger({ action: 'create', payload });
 */
export function useChangeReview(
  productId: string,
): SWRMutationResponse<
  ReviewResponse | ReviewDeletedResponse,
  ApiError,
  ReturnType<typeof reviewKeys.change>,
  ReviewChange
> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    reviewKeys.change(productId),
    async (_key, { arg }: { arg: ReviewChange }) => {
      const id = encodeURIComponent(productId);
      const { data } =
        arg.action === 'create'
          ? await client.post<ReviewResponse>(`/product/${id}/reviews`, arg.payload)
          : arg.action === 'update'
            ? await client.put<ReviewResponse>(
                `/product/reviews/${encodeURIComponent(arg.reviewId)}`,
                arg.payload,
              )
            : await client.delete<ReviewDeletedResponse>(
                `/product/reviews/${encodeURIComponent(arg.reviewId)}`,
              );
      const { averageRating, ratingCount } = data;
      // A written review more or fewer: the count beside the ratings follows.
      const written = arg.action === 'create' ? 1 : arg.action === 'delete' ? -1 : 0;
      await mutate(
        productKeys.detail(productId),
        (product?: ProductResponse['product']) =>
          product
            ? {
                ...product,
                averageRating,
                ratingCount,
                reviewCount: Math.max(0, (product.reviewCount ?? 0) + written),
              }
            : product,
        { revalidate: false },
      );
      await mutate((key) => Array.isArray(key) && key[0] === 'reviews' && key[1] === productId);
      return data;
    },
  );
}
