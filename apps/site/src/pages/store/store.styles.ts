import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const PageTitle = styled.h1`
  margin: 0 0 4px;
  font-size: 2rem;
  ${media.mobile} {
    font-size: 1.5rem;
  }
`;

export const Lead = styled.p`
  margin: 0 0 24px;
  color: ${color('textMuted')};
`;

export const Detail = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 40px;
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 20px;
  }
`;

export const ImageFrame = styled.div`
  border-radius: 16px;
  overflow: hidden;
  border: 1px solid ${color('border')};
  background: ${color('surface')};
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  h1 {
    margin: 0;
    font-size: 1.75rem;
    line-height: 1.25;
  }
  ${media.mobile} {
    h1 {
      font-size: 1.375rem;
    }
  }
`;

export const BuyBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: 12px;
  background: ${color('surface')};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;

export const Label = styled.span`
  font-weight: 600;
  color: ${color('textMuted')};
`;

export const SectionTitle = styled.h2`
  margin: 40px 0 16px;
  font-size: 1.375rem;
`;

export const BackLink = styled.p`
  margin: 0 0 16px;
  a {
    color: ${color('accent')};
    font-weight: 600;
  }
`;

/** 'Only 3 left' or 'Out of stock' under the price, said in text (the colour only repeats it). */
export const StockLine = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${color('warningFg')};
  &[data-state='out'] {
    color: ${color('dangerFg')};
  }
`;
