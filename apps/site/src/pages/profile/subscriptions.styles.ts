import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';
import { Item } from '../shop/wishlist.styles';

/** A subscription: its picture, what and when, then its controls on a row of their own. */
export const SubscriptionItem = styled(Item)`
  grid-template-columns: 96px minmax(0, 1fr);
  ${media.mobile} {
    grid-template-columns: 72px minmax(0, 1fr);
  }
`;

export const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
`;

export const DateForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;
`;

export const PriceNote = styled.p`
  && {
    color: ${color('text')};
  }
`;
