import { styled } from 'styled-components';
import { color } from '@petverse/ui';

export const ReviewsBox = styled.div`
  display: grid;
  gap: 20px;
`;

export const ReviewsHeading = styled.h2`
  margin: 0 0 8px;
  font-size: 1.1rem;
`;

export const Hint = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${color('infoBg')};
  color: ${color('infoFg')};
`;
