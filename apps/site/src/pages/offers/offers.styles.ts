import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const Delivery = styled.p`
  margin: 0 0 20px;
  padding: 12px 16px;
  border-radius: 10px;
  background: ${color('successBg')};
  color: ${color('successFg')};
  font-weight: 600;
`;

export const Coupons = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const Coupon = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border: 2px dashed ${color('border')};
  border-radius: 16px;
  background: ${color('surfaceRaised')};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  small {
    color: ${color('textMuted')};
  }
`;

/** The code itself: large, spaced, selectable (copied by hand before the page's script runs). */
export const Code = styled.code`
  align-self: flex-start;
  padding: 4px 10px;
  border-radius: 6px;
  background: ${color('accentSubtle')};
  font-size: 1.125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  user-select: all;
  overflow-wrap: anywhere;
`;
