import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const ChoiceGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const ChoiceCard = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  padding: 24px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${color('surface')};
  > button {
    margin-top: auto;
  }
`;

export const ChoiceTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${color('text')};
`;

export const ChoiceText = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;

export const ThankYou = styled.section`
  display: grid;
  justify-items: center;
  gap: 24px;
  max-width: 640px;
  margin: 80px auto;
  padding: 0 24px;
  text-align: center;
`;

export const ThankYouText = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.35;
  color: ${color('text')};
`;
