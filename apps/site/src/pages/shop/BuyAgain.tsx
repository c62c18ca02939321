import { useState } from 'react';
import { useBuyAgain } from '@petverse/api';
import type { BuyAgainResponse, Order } from '@petverse/api/contract';
import { Button, notify, type Text } from '@petverse/ui';
import { failureMessage, notifyFailure } from '../../lib/notifyFailure';
import { Link } from 'react-router-dom';
import { BuyAgainNote } from './orders.styles';
import { useT } from '@petverse/ui';

export const BUY_AGAIN_TEXTS = {
  failed: 'Could not put this order back in your cart. Please try again.',
} as const;

/**
 * 'Buy again' (issue 38): one tap puts the order's products back in the cart, as many as are in
 * stock. What was added and what was left out (and why) stays written under the button, with a
 * link to the cart; a toast says it too. Only for orders with products.
 */
export function BuyAgain({ order }: { order: Order }) {
  const t = useT();
  const { trigger, isMutating } = useBuyAgain();
  const [outcome, setOutcome] = useState<Pick<
    BuyAgainResponse,
    'message' | 'said' | 'leftOut'
  > | null>(null);
  const [failure, setFailure] = useState<Text | null>(null);
  if (!order.items.some((item) => item.itemType === 'product')) return null;
  const buy = async () => {
    setFailure(null);
    try {
      const { message, said, leftOut } = await trigger(order._id);
      setOutcome({ message, said, leftOut });
      if (leftOut.length) notify.info(said ?? message);
      else notify.success(said ?? message);
    } catch (error) {
      const message = failureMessage(error, BUY_AGAIN_TEXTS.failed);
      setOutcome(null);
      setFailure(message);
      notifyFailure(error, message);
    }
  };
  return (
    <div>
      <Button variant="secondary" size="sm" loading={isMutating} onClick={() => void buy()}>
        {t('Buy again')}
      </Button>
      <BuyAgainNote role="status" data-state={failure ? 'error' : outcome ? 'done' : 'idle'}>
        {failure ? t(failure) : outcome ? t(outcome.said ?? outcome.message) : ''}
        {outcome ? (
          <>
            {' '}
            <Link to="/auth/pet-cart">{t('Go to cart')}</Link>
          </>
        ) : null}
      </BuyAgainNote>
    </div>
  );
}
