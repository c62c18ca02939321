import { useState } from 'react';
import { useChangeReview, useMyReview, useReviews } from '@petverse/api';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewProblems,
  type Review,
  type ReviewPayload,
} from '@petverse/api/contract';
import {
  ConfirmDialog,
  ReviewForm,
  ReviewList,
  notify,
  type ReviewItem,
  type Text,
} from '@petverse/ui';
import { failureMessage, notifyFailure } from '../../lib/notifyFailure';
import { Hint, ReviewsHeading, ReviewsBox } from './productReviews.styles';
import { useT } from '@petverse/ui';

const toItem = (r: Review): ReviewItem => ({
  id: r._id,
  stars: r.stars,
  title: r.title,
  text: r.text,
  authorName: r.authorName,
  date: r.createdAt,
  verified: r.verifiedPurchase,
});

/**
 * The Reviews tab: buyers' reviews, newest first and paged; a buyer writes one (or edits and
 * deletes their own); everyone else reads 'Only customers who bought this can review it'.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useReviews(productId, page);
  const { data: mine } = useMyReview(productId);
  const change = useChangeReview(productId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<Text | undefined>();

  const own = mine?.review ?? null;
  const save = async (payload: ReviewPayload) => {
    setError(undefined);
    try {
      await change.trigger(
        own ? { action: 'update', reviewId: own._id, payload } : { action: 'create', payload },
      );
      setEditing(false);
      setPage(1);
      notify.success(REVIEW_MESSAGES.saved);
    } catch (err) {
      setError(failureMessage(err, REVIEW_MESSAGES.failed));
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await change.trigger({ action: 'delete', reviewId: deleting });
      notify.success(REVIEW_MESSAGES.deleted);
    } catch (err) {
      notifyFailure(err, failureMessage(err, REVIEW_MESSAGES.failed));
    } finally {
      setDeleting(null);
    }
  };

  const showForm = (mine?.canReview && !own) || (own && editing);
  return (
    <ReviewsBox>
      {showForm ? (
        <section aria-labelledby="review-form-title">
          <ReviewsHeading id="review-form-title">
            {t(own ? 'Edit your review' : 'Write a review')}
          </ReviewsHeading>
          <ReviewForm
            key={own?._id ?? 'new'}
            initialValues={own ?? undefined}
            validate={reviewProblems}
            onSubmit={(values) => void save(values)}
            onCancel={own ? () => setEditing(false) : undefined}
            submitting={change.isMutating}
            error={error}
            submitLabel={t(own ? 'Save review' : 'Submit review')}
            titleMax={REVIEW_LIMITS.titleMax}
            textMax={REVIEW_LIMITS.textMax}
          />
        </section>
      ) : !mine?.bought ? (
        <Hint>{t(REVIEW_MESSAGES.buyersOnly)}</Hint>
      ) : !mine.delivered && !own ? (
        <Hint>{t(REVIEW_MESSAGES.afterDelivery)}</Hint>
      ) : null}
      <ReviewsHeading id="reviews-title">{t('Customer reviews')}</ReviewsHeading>
      <ReviewList
        reviews={(list.data?.reviews ?? []).map(toItem)}
        loading={list.isLoading && !list.data}
        error={list.error && !list.data ? REVIEW_MESSAGES.loadFailed : undefined}
        onRetry={() => void list.mutate()}
        emptyText={t(REVIEW_MESSAGES.empty)}
        page={page}
        totalPages={list.data?.pagination.totalPages ?? 1}
        onPageChange={setPage}
        ownReviewId={own?._id ?? null}
        onEdit={() => setEditing(true)}
        onDelete={(id) => setDeleting(id)}
        pending={change.isMutating}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete your review?')}
        message={t('Your review and its stars will be removed from this product.')}
        confirmLabel={t('Delete review')}
        tone="danger"
        confirming={change.isMutating}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </ReviewsBox>
  );
}
