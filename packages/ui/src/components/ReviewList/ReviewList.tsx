import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Pagination } from '../Pagination';
import { Rating } from '../Rating';
import { formatIndiaDate } from '../../utils/indiaTime';
import { EmptyState, ErrorState, LoadingState } from '../States';
import { Actions, Author, Badge, Body, Item, List, Meta, Title } from './ReviewList.styles';
import { useLocale, useT } from '../../i18n/I18n';

/** One review as shown: every text is rendered as text, never as markup. */
export interface ReviewItem {
  id: string;
  /** 1 to 5. */
  stars: number;
  title: string;
  text: string;
  authorName: string;
  /** When it was written (ISO 8601). */
  date: string;
  /** Shows the 'Verified purchase' badge. */
  verified: boolean;
}

export interface ReviewListProps {
  /** The reviews of this page, newest first. */
  reviews: readonly ReviewItem[];
  /** The first page is loading. @default false */
  loading?: boolean;
  /** Shown with Retry when the reviews could not load. */
  error?: string;
  onRetry?: () => void;
  /** The empty text. @default 'No reviews yet' */
  emptyText?: string;
  /** Shown under the empty text, e.g. who may review. */
  emptyHint?: ReactNode;
  /** Paging: shown when there is more than one page. */
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
  /** The id of the user's own review: it gets Edit and Delete. */
  ownReviewId?: string | null;
  onEdit?: (id: string) => void;
  onDelete?: (id: string) => void;
  /** A change of the own review is in flight. @default false */
  pending?: boolean;
}

/** Reviews with their stars, title, text, author, date and a 'Verified purchase' badge; paged. */
export function ReviewList({
  reviews,
  loading = false,
  error,
  onRetry,
  emptyText = 'No reviews yet',
  emptyHint,
  page = 1,
  totalPages = 1,
  onPageChange,
  ownReviewId,
  onEdit,
  onDelete,
  pending = false,
}: ReviewListProps) {
  const t = useT();
  const locale = useLocale();
  if (loading) return <LoadingState label={t('Loading reviews...')} />;
  if (error) return <ErrorState message={t(error)} onRetry={onRetry} />;
  if (!reviews.length) return <EmptyState title={t(emptyText)} description={emptyHint} />;
  return (
    <div data-ui="ReviewList">
      <List aria-label={t('Reviews')}>
        {reviews.map((review) => (
          <Item key={review.id}>
            <Meta>
              <Rating value={review.stars} />
              {review.verified ? <Badge>{t('Verified purchase')}</Badge> : null}
            </Meta>
            {/* A pet parent's own words, in whatever language they wrote (lang="": unknown). */}
            <Title lang="">{review.title}</Title>
            <Body lang="">{review.text}</Body>
            <Author>
              <span lang="">{review.authorName}</span> ·{' '}
              <time dateTime={review.date}>{formatIndiaDate(review.date, locale)}</time>
            </Author>
            {review.id === ownReviewId && (onEdit || onDelete) ? (
              <Actions>
                {onEdit ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={pending}
                    onClick={() => onEdit(review.id)}
                  >
                    {t('Edit review')}
                  </Button>
                ) : null}
                {onDelete ? (
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={pending}
                    onClick={() => onDelete(review.id)}
                  >
                    {t('Delete review')}
                  </Button>
                ) : null}
              </Actions>
            ) : null}
          </Item>
        ))}
      </List>
      {onPageChange ? (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={onPageChange}
          label={t('Review pages')}
        />
      ) : null}
    </div>
  );
}
