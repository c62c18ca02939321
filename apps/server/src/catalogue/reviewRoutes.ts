import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import {
  PUBLIC_PAGE_MAX,
  REVIEW_LIMITS,
  reviewProblem,
  type MyReviewResponse,
  type ReviewDeletedResponse,
  type ReviewListResponse,
  type ReviewResponse,
  said,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import type { Auth } from '../accounts/auth';
import { badRequest } from '../platform/errors';
import { createReview, deleteReview, myReview, reviewPage, updateReview } from './reviews';
import { idParams, pageQuerySchema, requiredText } from '../platform/schemas';

const { minStars, maxStars, titleMax, textMax } = REVIEW_LIMITS;
const reviewBody = Type.Object({
  stars: Type.Integer({
    minimum: minStars,
    maximum: maxStars,
    errorMessage: said('Choose a rating from {min} to {max} stars', {
      min: minStars,
      max: maxStars,
    }),
  }),
  title: requiredText('Title', titleMax),
  text: requiredText('Review', textMax),
});
type ReviewBody = Static<typeof reviewBody>;
/** The schema checks types; the contract's rule checks trimmed lengths, as the form does. */
const checked = (payload: ReviewBody): ReviewBody => {
  const problem = reviewProblem(payload);
  if (problem) throw badRequest(problem);
  return payload;
};

/**
 * Reviews from buyers (issue 14): anyone reads them; a user with a paid order holding the
 * product writes one, and only its author edits or deletes it.
 */
export const reviewRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  auth: Auth;
  clock: () => Date;
  /** Told when a product's rating changed (the kept copies of products are dropped). */
  onRatingChanged?: () => void;
}> = async (app, { db, auth, clock, onRatingChanged = () => {} }) => {
  const rated = <T>(answer: T): T => {
    onRatingChanged();
    return answer;
  };
  app.get(
    '/product/:id/reviews',
    {
      schema: {
        params: idParams,
        querystring: pageQuerySchema(REVIEW_LIMITS.pageSize, PUBLIC_PAGE_MAX),
      },
    },
    async (request): Promise<ReviewListResponse> =>
      reviewPage(db, request.params.id, request.query),
  );

  app.get(
    '/product/:id/reviews/mine',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<MyReviewResponse> => myReview(db, request.userId, request.params.id),
  );

  app.post(
    '/product/:id/reviews',
    { onRequest: auth.requireUser, schema: { params: idParams, body: reviewBody } },
    async (request, reply): Promise<ReviewResponse> => {
      const review = await createReview(
        db,
        request.userId,
        request.params.id,
        checked(request.body),
      );
      return reply.status(201).send(rated(review));
    },
  );

  app.put(
    '/product/reviews/:id',
    { onRequest: auth.requireUser, schema: { params: idParams, body: reviewBody } },
    async (request): Promise<ReviewResponse> =>
      rated(
        await updateReview(db, request.userId, request.params.id, checked(request.body), clock()),
      ),
  );

  app.delete(
    '/product/reviews/:id',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<ReviewDeletedResponse> =>
      rated(await deleteReview(db, request.userId, request.params.id)),
  );
};
